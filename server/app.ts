import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { LocalSessionEvents } from './accounts/sessionEvents.ts';
import { busSessionEvents } from './cluster/bus.ts';
import { ProcessMetrics } from './cluster/metrics.ts';
import { remoteTradingPlugin } from './cluster/remoteTradingPlugin.ts';
import { registerAuth } from './http/auth.ts';
import type { AppDeps, ServerDeps } from './http/deps.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerLanguage } from './http/language.ts';
import { accountLogRoutes } from './http/routes/accountLog.ts';
import { adminRoutes } from './http/routes/admin.ts';
import { alertRoutes } from './http/routes/alerts.ts';
import { basicRoutes } from './http/routes/basic.ts';
import { captchaRoutes } from './http/routes/captcha.ts';
import { companyRoutes } from './http/routes/company.ts';
import { defaultRoutes } from './http/routes/defaults.ts';
import { followRoutes } from './http/routes/follow.ts';
import { forexRoutes } from './http/routes/forex.ts';
import { identityRoutes } from './http/routes/identity.ts';
import { mainAccountRoutes } from './http/routes/mainAccount.ts';
import { newsRoutes } from './http/routes/news.ts';
import { notifyRoutes } from './http/routes/notify.ts';
import { databaseCheck, opsRoutes, type ReadinessCheck } from './http/routes/ops.ts';
import { paymentsAdminRoutes } from './http/routes/paymentsAdmin.ts';
import { quickChargeRoutes } from './http/routes/quickCharge.ts';
import { registerRealtimeSocket } from './http/routes/realtimeSocket.ts';
import { settingsAdminRoutes } from './http/routes/settingsAdmin.ts';
import { tradingRoutes } from './http/routes/trading.ts';
import { uploadRoutes } from './http/routes/uploads.ts';
import { userRoutes } from './http/routes/user.ts';
import { withdrawRoutes } from './http/routes/withdraw.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerSessionFirst } from './http/sessionFirst.ts';
import { registerSpa } from './http/spa.ts';
import { registerTextInput } from './http/textInput.ts';
import { registerWireNumbers } from './http/wireNumbers.ts';
import { Limiters } from './limits/limiters.ts';
import { DEFAULT_LIMITS } from './limits/rules.ts';
import { realtimePlugin } from './realtime/plugin.ts';
import { tradingPlugin } from './trading/plugin.ts';
import { fastifyTrustProxy, type TrustProxySetting } from './trustProxy.ts';

export interface BuildAppOptions {
  deps: AppDeps;
  /** Built client to serve; omit for an API-only app (tests). */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Who may name the client's address in X-Forwarded-For (TRUST_PROXY); nobody by default. */
  trustProxy?: TrustProxySetting;
}

/** The whole HTTP app, built without listening so tests can `inject` requests. */
export async function buildApp({ deps: given, staticDir, logger = false, trustProxy = false }: BuildAppOptions) {
  const gateway = given.gateway;
  const deps: ServerDeps = {
    ...given,
    sessionEvents: given.sessionEvents ?? (gateway ? busSessionEvents(gateway.bus) : new LocalSessionEvents()),
    metrics: given.metrics ?? new ProcessMetrics(gateway ? 'gateway' : 'all'),
  };
  const app = Fastify({
    logger,
    // request.ip, which every per-address limit and the staff audit log use, is the socket's address
    // unless a trusted proxy is configured.
    trustProxy: fastifyTrustProxy(trustProxy),
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await registerSecurityHeaders(app, staticDir);
  registerLanguage(app);
  registerErrorHandler(app);
  registerAuth(app, deps.db, deps.now, deps.sessionEvents);
  registerSessionFirst(app, deps.db, deps.now);
  registerTextInput(app);
  registerWireNumbers(app);
  await app.register(formBody);
  await app.register(cookie);
  await app.register(realtimePlugin, deps);
  await registerRealtimeSocket(app, app.realtime, deps.allowedOrigins ?? []);
  deps.metrics.watchGateway(app.realtime);
  const readiness: ReadinessCheck[] = [databaseCheck(deps.db)];
  if (gateway) {
    await app.register(remoteTradingPlugin, { ...deps, ...gateway });
    readiness.push(
      { name: 'nats', check: () => gateway.bus.connected() },
      { name: 'engineLeader', check: () => gateway.leader.leader() !== undefined },
    );
  } else {
    await app.register(tradingPlugin, deps);
    deps.metrics.watchEngine({ isLeader: () => true, queueDepth: () => app.trading.queueDepth });
  }
  await app.register(opsRoutes, { checks: readiness, metrics: deps.metrics, metricsToken: deps.metricsToken });

  const limiters = new Limiters(deps.redis ? { kind: 'redis', redis: deps.redis } : { kind: 'database', db: deps.db }, {
    ...DEFAULT_LIMITS,
    ...deps.authLimits,
  });
  app.addHook('onClose', async () => limiters.close());
  const options = { deps, limiters };
  // The REST API in its own context: JSON replies of 1 KB and more are compressed (br, else gzip). The
  // WebSocket (registered above) and the static files (pre-compressed at build time) stay outside it.
  await app.register(async (api) => {
    await api.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
    await api.register(basicRoutes, options);
    await api.register(defaultRoutes, options);
    await api.register(forexRoutes, options);
    await api.register(tradingRoutes, options);
    await api.register(alertRoutes, options);
    await api.register(userRoutes, options);
    await api.register(notifyRoutes, options);
    await api.register(captchaRoutes, options);
    await api.register(mainAccountRoutes, options);
    await api.register(adminRoutes, options);
    await api.register(newsRoutes, options);
    await api.register(followRoutes, options);
    await api.register(companyRoutes, options);
    await api.register(uploadRoutes, options);
    await api.register(quickChargeRoutes, options);
    await api.register(withdrawRoutes, options);
    await api.register(identityRoutes, options);
    await api.register(accountLogRoutes, options);
    await api.register(paymentsAdminRoutes, options);
    await api.register(settingsAdminRoutes, options);
  });

  await registerSpa(app, staticDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
