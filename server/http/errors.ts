import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, HttpRefusal } from './envelope.ts';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/**
 * Text a user can type that a field does not take (too long a name, an empty address): said in their
 * language, not as the validator's English ("body/name must NOT have more than 80 characters"). Other schema
 * refusals (a wrong type, a missing field: a client's bug, not a person's typing) keep the validator's words.
 */
function schemaRefusal(error: FastifyError): HttpRefusal {
  const first = error.validation?.[0];
  const limit = first?.params.limit;
  if (first?.keyword === 'maxLength' && typeof limit === 'number') {
    return new HttpRefusal('invalidParams', 'textTooLong', { max: limit });
  }
  if (first?.keyword === 'minLength' && typeof limit === 'number') {
    return limit <= 1
      ? new HttpRefusal('invalidParams', 'textEmpty')
      : new HttpRefusal('invalidParams', 'textTooShort', { min: limit });
  }
  return new HttpRefusal('invalidParams', 'invalidParams', { detail: error.message });
}

function toHttpRefusal(error: unknown): HttpRefusal | null {
  if (error instanceof HttpRefusal) return error;
  if (!isFastifyError(error)) return null;
  if (error.validation) return schemaRefusal(error);
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
