import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, HttpRefusal } from './envelope.ts';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

function toHttpRefusal(error: unknown): HttpRefusal | null {
  if (error instanceof HttpRefusal) return error;
  if (!isFastifyError(error)) return null;
  if (error.validation) {
    return new HttpRefusal('invalidParams', 'invalidParams', { detail: error.message });
  }
  if (error.statusCode === 429) return new HttpRefusal('rateLimited', 'rateLimited');
  if (error.statusCode === 404) return new HttpRefusal('notFound', 'notFound');
  if (error.statusCode === 405) return new HttpRefusal('methodNotAllowed', 'methodNotAllowed');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpRefusal('invalidParams', 'invalidParams', { detail: error.message });
  }
  return null;
}

/** Every failure leaves as an envelope; unexpected ones are logged and never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = toHttpRefusal(error);
    if (refusal) {
      return reply.status(refusal.httpStatus).send(errorEnvelope(request, refusal));
    }
    request.log.error({ err: error }, 'unhandled error');
    const internal = new HttpRefusal('internal', 'internal');
    return reply.status(internal.httpStatus).send(errorEnvelope(request, internal));
  });
}
