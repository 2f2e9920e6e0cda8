import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { type InlineHashes, inlineHashesOf } from './inlineHashes.ts';

/** Browser features the app never uses, switched off for it and anything it frames. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * The Content-Security-Policy the app runs under: everything from its own origin ('self' also covers
 * ws:/wss: to the same host in CSP3 browsers, so /v1/ws needs no extra entry); inline scripts and styles
 * only by the hash of what the built index.html contains; images also as data:/blob: URLs (QR codes,
 * previews of a picked file); frames only over https (the configured customer-service page, sandboxed);
 * nobody may frame the app.
 */
export function contentSecurityPolicy(hashes: InlineHashes) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...hashes.scripts],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...hashes.styles],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

function builtPageHashes(staticDir: string | undefined): InlineHashes {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
  if (!indexFile || !existsSync(indexFile)) return { scripts: [], styles: [] };
  return inlineHashesOf(readFileSync(indexFile, 'utf8'));
}

/**
 * Helmet on every reply (API, errors, files, the page): the CSP above, X-Frame-Options DENY,
 * Referrer-Policy strict-origin-when-cross-origin, nosniff, HSTS (ignored over plain http), and a
 * Permissions-Policy that denies what the app does not use. Helmet's middleware is built once here and run
 * on each request (the @fastify/helmet plugin built it again for every request, CSP parsing included: about
 * 3 % of the server's CPU under order load).
 */
export async function registerSecurityHeaders(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(builtPageHashes(staticDir)) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // helmet 8 sets the headers and calls back with nothing (a bad option throws when it is built, above)
    applyHelmet(request.raw, reply.raw, () => done());
  });
}
