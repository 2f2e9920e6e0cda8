import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { ImageUploadReply } from '../../../protocol/schemas/payments.ts';
import { uploads } from '../../db/schema.ts';
import { ImageStore, MAX_UPLOAD_BYTES, UploadError } from '../../uploads/imageStore.ts';
import { STORED_NAME } from '../../uploads/sniff.ts';
import { QuotaExceeded } from '../../uploads/uploadQuota.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';
import { findStaffOf } from '../staffAuth.ts';

const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

function isTooLarge(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * `POST /api/common/image_upload` (multipart, one file): real users only; the image is judged from its
 * bytes, re-encoded and stored under a random name. `GET /api/common/image/<name>` serves it to its owner
 * or to staff, as an image with nosniff, never as HTML.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const { db } = deps;
  const dir = deps.uploadDir ?? mkdtempSync(path.join(os.tmpdir(), 'pipwave-uploads-'));
  const store = new ImageStore(db, dir, deps.uploadQuota);
  const orphans = await store.removeOrphans(deps.now());
  if (orphans > 0) app.log.warn({ orphans }, 'removed uploaded files that had no row');
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 50 },
  });

  app.post(
    '/api/common/image_upload',
    { config: { session: 'user' }, schema: { response: { 200: EnvelopeOf(ImageUploadReply) } } },
    async (request) => {
      const { user } = await request.requireRealUser();
      if (!request.isMultipart()) throw new HttpRefusal('invalidParams', 'uploadMissing');
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw new HttpRefusal('invalidParams', 'uploadMissing');
        bytes = await file.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw new HttpRefusal('invalidParams', 'uploadTooLarge', { max: MAX_MB });
        throw error;
      }
      try {
        const stored = await store.save(user.id, bytes, deps.now());
        return ok(request, { url: stored.url });
      } catch (error) {
        if (error instanceof QuotaExceeded) {
          throw new HttpRefusal('rateLimited', 'uploadQuotaExceeded', {
            count: error.quota.files,
            megabytes: Math.round(error.quota.bytes / 1024 / 1024),
          });
        }
        if (error instanceof UploadError) {
          throw error.reason === 'tooLarge'
            ? new HttpRefusal('invalidParams', 'uploadTooLarge', { max: MAX_MB })
            : new HttpRefusal('invalidParams', 'uploadNotImage');
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/common/image/:name',
    {
      config: { session: 'userOrStaff' },
      schema: {
        params: Type.Object({ name: Type.String({ pattern: STORED_NAME.source }) }),
        querystring: Type.Object(CacheBuster),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const staff = await findStaffOf(db, deps.now(), request);
      let ownerFilter: SQL | undefined;
      if (!staff) {
        const { user } = await request.requireUser();
        ownerFilter = eq(uploads.userId, user.id);
      }
      const [row] = await db
        .select({ contentType: uploads.contentType })
        .from(uploads)
        .where(and(eq(uploads.name, name), ownerFilter));
      // Someone else's image answers exactly like a missing one.
      const bytes = row ? await store.read(name) : null;
      if (!row || !bytes) throw new HttpRefusal('notFound', 'notFound');
      return reply
        .header('Content-Type', row.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, max-age=3600')
        .send(bytes);
    },
  );
};
