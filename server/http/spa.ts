import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope, HttpRefusal } from './envelope.ts';

/** Paths that belong to the API: unknown ones answer with an envelope, never with the app's HTML. */
const API_PREFIXES = ['/api/', '/v1/', '/admin/api/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * A path whose last segment has an extension asks for a file (`/sw.js`, `/robots.txt`, a chunk of an
 * older build): when there is no such file it is a 404, never the app's HTML, which a browser would
 * otherwise take for a broken script, stylesheet or service worker.
 */
export function asksForFile(pathOnly: string): boolean {
  const lastSegment = pathOnly.slice(pathOnly.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(lastSegment);
}

/**
 * Serves the built client from `staticDir`: hashed assets cached for a year, everything else
 * revalidated, and any non-API GET that is not a file answered with index.html (client-side routes).
 * Text files go out as the brotli or gzip copies the build wrote beside them (scripts/precompress.ts),
 * chosen by `Accept-Encoding` (with `Vary: Accept-Encoding`); nothing is compressed per request.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasClient = indexFile !== undefined && existsSync(indexFile);
  if (staticDir && hasClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    if (
      isApiPath(pathOnly) ||
      asksForFile(pathOnly) ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !hasClient ||
      !staticDir
    ) {
      const notFound = new HttpRefusal('notFound', 'notFound');
      return reply.status(notFound.httpStatus).send(errorEnvelope(request, notFound));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', staticDir);
  });
}
