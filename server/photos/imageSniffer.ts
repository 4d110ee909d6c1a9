import { open } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { ImageTooLargeError, UnsupportedImageError } from './photoErrors.ts';
import { photoMessages } from './photoMessages.ts';
import type { PhotoFormat } from '../../shared/photoUrls.ts';

export type ImageFormat = PhotoFormat;

/** An upload's bytes, or the path of the spool file that holds them. */
export type ImageSource = Uint8Array | string;

/** Decompression-bomb guard: a 12 MP phone photo is far below it, a 20000 × 20000 PNG is not. */
export const maxInputPixels = 100_000_000;

export interface InspectedImage {
  format: ImageFormat;
  /** Stored dimensions, before EXIF orientation is applied. */
  width: number;
  height: number;
  /** Frames in an animated GIF, 1 otherwise. */
  pages: number;
  /** Upright already (no EXIF orientation, or 1), in sRGB or grey, without a colour profile: a
   * JPEG like that becomes a clean original by dropping its metadata segments, no re-encode. */
  plain: boolean;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];
const gif87a = [...'GIF87a'].map((c) => c.charCodeAt(0));
const gif89a = [...'GIF89a'].map((c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/** The format the bytes themselves declare; the file name and the declared MIME type are never trusted. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, pngSignature)) return 'png';
  if (startsWith(bytes, jpegSignature)) return 'jpeg';
  if (startsWith(bytes, gif87a) || startsWith(bytes, gif89a)) return 'gif';
  return null;
}

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(pngSignature.length), 0, pngSignature.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The image format of an upload by its first bytes, or null when they are not a photo's. */
export async function sniffImageSource(source: ImageSource): Promise<ImageFormat | null> {
  return sniffImageFormat(typeof source === 'string' ? await readHead(source) : source);
}

/**
 * Sniffs the bytes, then has libvips parse the headers and agree on the format, and checks the
 * pixel count before anything is decoded. The pixel data itself is only decoded when the
 * renditions are made, which rejects truncated files with the same error.
 */
export async function inspectImage(source: ImageSource): Promise<InspectedImage> {
  const format = await sniffImageSource(source);
  if (format === null) throw new UnsupportedImageError();
  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch (error) {
    throw new UnsupportedImageError(photoMessages.corruptImage, { cause: error });
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw new UnsupportedImageError(photoMessages.corruptImage, {
      cause: `sniffed ${format}, libvips read ${metadata.format} ${metadata.width}×${metadata.height}`,
    });
  }
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new ImageTooLargeError({ cause: `${metadata.width}×${metadata.height}` });
  }
  const plain = (metadata.orientation ?? 1) === 1 && metadata.icc === undefined && (metadata.space === 'srgb' || metadata.space === 'b-w');
  return { format, width: metadata.width, height: metadata.height, pages: metadata.pages ?? 1, plain };
}
