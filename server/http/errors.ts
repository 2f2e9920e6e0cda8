import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorEnvelope } from './envelope.ts';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (!isFastifyError(error)) return null;
  if (error.validation) {
    return new ApiError('invalidParams', 'invalidParams', { detail: error.message });
  }
  if (error.statusCode === 429) return new ApiError('rateLimited', 'rateLimited');
  if (error.statusCode === 404) return new ApiError('notFound', 'notFound');
  if (error.statusCode === 405) return new ApiError('methodNotAllowed', 'methodNotAllowed');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('invalidParams', 'invalidParams', { detail: error.message });
  }
  return null;
}

/** Every failure leaves as an envelope; unexpected ones are logged and never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (apiError) {
      return reply.status(apiError.httpStatus).send(errorEnvelope(request, apiError));
    }
    request.log.error({ err: error }, 'unhandled error');
    const internal = new ApiError('internal', 'internal');
    return reply.status(internal.httpStatus).send(errorEnvelope(request, internal));
  });
}
