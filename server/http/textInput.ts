import type { FastifyInstance } from 'fastify';
import { HttpRefusal } from './envelope.ts';

/**
 * Text is read before the schema sees it, for every route: a string holding U+0000 anywhere in the query,
 * the body or the path (at any depth) is a 400 naming its field. PostgreSQL cannot store that character in
 * `text`, so it would otherwise fail in the first query as a 500 with the caller's input in the error log.
 */

const NUL = '\u0000';
/** Field names echoed in the message; any other key (the caller's own) is named by its part. */
const PLAIN_NAME = /^[A-Za-z0-9_]{1,64}$/;

type Part = 'querystring' | 'body' | 'params';

/** The field of the first string under `root` that holds U+0000, or null (walked without recursion). */
export function fieldWithNul(root: unknown, part: Part): string | null {
  const pending: [unknown, string][] = [[root, part]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return field;
    } else if (Array.isArray(value)) {
      for (const item of value.toReversed()) pending.push([item, field]);
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      // Pushed last to first, so the first field in the request is named first.
      for (const [key, item] of Object.entries(value).reverse()) {
        if (key.includes(NUL)) return part;
        pending.push([item, PLAIN_NAME.test(key) ? key : part]);
      }
    }
  }
  return null;
}

/** Refuses, before validation, every request whose text holds U+0000. */
export function registerTextInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [unknown, Part][] = [
      [request.query, 'querystring'],
      [request.body, 'body'],
      [request.params, 'params'],
    ];
    for (const [source, part] of parts) {
      const field = fieldWithNul(source, part);
      if (field !== null) throw new HttpRefusal('invalidParams', 'textInvalidCharacter', { field });
    }
  });
}
