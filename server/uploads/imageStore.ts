import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import { uploads } from '../db/schema.ts';
import { CONTENT_TYPES, EXTENSIONS, formatOfName, type ImageFormat, sniffImage } from './sniff.ts';
import { claimUploadQuota, DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './uploadQuota.ts';

/** Upload limits: 5 MB in, at most 40 megapixels decoded, stored at most 4096 px on the long side. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 4096;

export type UploadRefusal = 'notImage' | 'tooLarge';

export class UploadError extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(reason);
    this.name = 'UploadError';
  }
}

/** The public address of a stored image (served by the authenticated image route). */
export function imageUrl(name: string): string {
  return `/api/common/image/${name}`;
}

/** The stored name inside an image url we handed out, or null for anything else. */
export function nameOfImageUrl(url: string): string | null {
  const prefix = '/api/common/image/';
  const at = url.indexOf(prefix);
  if (at < 0) return null;
  const name = url.slice(at + prefix.length);
  return formatOfName(name) ? name : null;
}

/**
 * Decodes and re-encodes an image in its own format: metadata is dropped, anything appended or embedded
 * (polyglots) is gone, and pixel bombs are refused by `limitInputPixels` before decoding.
 */
export async function reencode(
  bytes: Uint8Array,
): Promise<{ format: ImageFormat; data: Buffer; width: number; height: number }> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadError('tooLarge');
  const format = sniffImage(bytes);
  if (!format) throw new UploadError('notImage');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format && !(format === 'jpeg' && meta.format === 'jpeg')) throw new UploadError('notImage');
    const pipeline = image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { format, data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError('notImage');
  }
}

export interface StoredImage {
  id: number;
  name: string;
  url: string;
}

/** A file younger than this may still be getting its row (another process's upload): the sweep leaves it. */
const ORPHAN_MIN_AGE_MS = 10 * 60_000;

/**
 * Images on disk under `dir` with a row each (owner, type, size); writes the file before the row, inside
 * the transaction that claims the user's hourly quota.
 */
export class ImageStore {
  constructor(
    private readonly db: Db,
    private readonly dir: string,
    private readonly quota: UploadQuota = DEFAULT_UPLOAD_QUOTA,
  ) {}

  async save(userId: number, bytes: Uint8Array, now: number): Promise<StoredImage> {
    // A cheap look first, so a user over quota does not get an image decoded at all.
    await this.db.transaction((tx) => claimUploadQuota(tx, userId, 0, this.quota, now));
    const image = await reencode(bytes);
    const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[image.format]}`;
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, name);
    await writeFile(file, image.data, { flag: 'wx', mode: 0o600 });
    try {
      const id = await this.db.transaction(async (tx) => {
        await claimUploadQuota(tx, userId, image.data.byteLength, this.quota, now);
        const [row] = await tx
          .insert(uploads)
          .values({
            userId,
            name,
            contentType: CONTENT_TYPES[image.format],
            bytes: image.data.byteLength,
            width: image.width,
            height: image.height,
            createdAt: new Date(now),
          })
          .returning({ id: uploads.id });
        if (!row) throw new Error('upload insert returned nothing');
        return row.id;
      });
      return { id, name, url: imageUrl(name) };
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
  }

  /**
   * Removes stored files that have no row (a crash between writing the file and its row), once they are
   * old enough not to be another process's upload in flight. Returns how many went.
   */
  async removeOrphans(now: number): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const candidates = names.filter((name) => formatOfName(name) !== null);
    if (candidates.length === 0) return 0;
    const known = new Set(
      (await this.db.select({ name: uploads.name }).from(uploads).where(inArray(uploads.name, candidates))).map(
        (row) => row.name,
      ),
    );
    let removed = 0;
    for (const name of candidates) {
      if (known.has(name)) continue;
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (!info || now - info.mtimeMs < ORPHAN_MIN_AGE_MS) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  /** The bytes of a stored image by its validated name. */
  async read(name: string): Promise<Buffer | null> {
    if (!formatOfName(name)) return null;
    return readFile(path.join(this.dir, name)).catch(() => null);
  }
}
