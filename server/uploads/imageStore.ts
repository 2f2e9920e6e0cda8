import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import { uploads } from '../db/schema.ts';
import { CONTENT_TYPES, EXTENSIONS, formatOfName, type ImageFormat, sniffImage } from './sniff.ts';

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

/** Images on disk under `dir` with a row each (owner, type, size); writes the file before the row. */
export class ImageStore {
  constructor(
    private readonly db: Db,
    private readonly dir: string,
  ) {}

  async save(userId: number, bytes: Uint8Array): Promise<StoredImage> {
    const image = await reencode(bytes);
    const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[image.format]}`;
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, name);
    await writeFile(file, image.data, { flag: 'wx', mode: 0o600 });
    try {
      const [row] = await this.db
        .insert(uploads)
        .values({
          userId,
          name,
          contentType: CONTENT_TYPES[image.format],
          bytes: image.data.byteLength,
          width: image.width,
          height: image.height,
        })
        .returning({ id: uploads.id });
      if (!row) throw new Error('upload insert returned nothing');
      return { id: row.id, name, url: imageUrl(name) };
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
  }

  /** The bytes of a stored image by its validated name. */
  async read(name: string): Promise<Buffer | null> {
    if (!formatOfName(name)) return null;
    return readFile(path.join(this.dir, name)).catch(() => null);
  }
}
