/** The image formats an upload may be, judged from the first bytes (never from the name or the header). */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const EXTENSIONS: Readonly<Record<ImageFormat, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/** JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF....WEBP); anything else is null. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Stored names are 32 hex characters and one of our extensions: nothing else is ever opened on disk. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function formatOfName(name: string): ImageFormat | null {
  if (!STORED_NAME.test(name)) return null;
  if (name.endsWith('.jpg')) return 'jpeg';
  if (name.endsWith('.png')) return 'png';
  return 'webp';
}
