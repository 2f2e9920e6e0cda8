import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WS_MAX_FRAME_BYTES, WS_PATH } from '../../../protocol/ws.ts';
import { OpenPerAddress } from '../../limits/openPerAddress.ts';
import { SOCKETS_PER_ADDRESS } from '../../limits/rules.ts';
import type { RealtimeGateway } from '../../realtime/gateway.ts';
import { HttpRefusal } from '../envelope.ts';

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

/**
 * `/v1/ws`: the upgrade, refused (403 envelope) from a foreign origin, and (429 `rateLimited`) past
 * SOCKETS_PER_ADDRESS sockets open from the client's address (request.ip, so behind TRUST_PROXY the client's
 * own), then handed to the gateway. Each socket's slot is given back when its TCP connection closes.
 */
export async function registerRealtimeSocket(
  app: FastifyInstance,
  gateway: RealtimeGateway,
  allowedOrigins: readonly string[],
): Promise<void> {
  const openSockets = new OpenPerAddress(SOCKETS_PER_ADDRESS);
  await app.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES, perMessageDeflate: false } });
  app.get(
    WS_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        if (!originAllowed(request, allowedOrigins)) throw new HttpRefusal('forbidden', 'originRefused');
        const release = openSockets.take(request.ip);
        if (!release) throw new HttpRefusal('rateLimited', 'rateLimited');
        const connection = request.raw.socket;
        if (connection.destroyed) release();
        else connection.once('close', release);
      },
    },
    (socket) => gateway.accept(socket),
  );
}
