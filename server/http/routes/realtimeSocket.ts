import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WS_MAX_FRAME_BYTES, WS_PATH } from '../../../protocol/ws.ts';
import type { RealtimeGateway } from '../../realtime/gateway.ts';
import { ApiError } from '../envelope.ts';

/**
 * Browsers send Origin: the socket is accepted from the app's own origin (same host as the request) and
 * from ALLOWED_ORIGINS (comma-separated); clients that send no Origin (native apps, tools) are accepted.
 */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** `/v1/ws`: the upgrade, refused (403 envelope) from a foreign origin, then handed to the gateway. */
export async function registerRealtimeSocket(
  app: FastifyInstance,
  gateway: RealtimeGateway,
  allowedOrigins: readonly string[],
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES, perMessageDeflate: false } });
  app.get(
    WS_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        if (!originAllowed(request, allowedOrigins)) throw new ApiError('forbidden', 'originRefused');
      },
    },
    (socket) => gateway.accept(socket),
  );
}
