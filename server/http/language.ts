import type { FastifyInstance } from 'fastify';
import { type LanguageCode, parseLanguage } from '../../protocol/locales.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of translated fields and messages, from the `lang` header (English when absent). */
    lang: LanguageCode;
  }
}

/** API callers without a `lang` header (scripts, curl) get English; the app always sends one. */
export const API_FALLBACK_LANGUAGE: LanguageCode = 'en';

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', API_FALLBACK_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.lang;
    request.lang = parseLanguage(Array.isArray(header) ? header[0] : header) ?? API_FALLBACK_LANGUAGE;
  });
}
