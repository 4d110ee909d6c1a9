import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { readFile } from 'node:fs/promises';
import { inspectImage, maxInputPixels, type ImageFormat, type ImageSource, type InspectedImage } from './imageSniffer.ts';
import { ImageTooLargeError, PhotoError, UnsupportedImageError } from './photoErrors.ts';
import { photoMessages } from './photoMessages.ts';
import { stripGifMetadata } from './stripGifMetadata.ts';
import { stripJpegMetadata } from './stripJpegMetadata.ts';

/** Long-side bounds in pixels. `thumb` feeds tiles and feed previews, `screen` the slideshow and article view. */
export const renditionLongSide = { screen: 1600, thumb: 400 } as const;

export interface PhotoRenditions {
  format: ImageFormat;
  /** Upright dimensions of the original, after EXIF orientation. */
  width: number;
  height: number;
  /** Full resolution, same format as the upload, no metadata. */
  original: Buffer;
  /** JPEG, long side ≤ 1600 px, never upscaled. */
  screen: Buffer;
  /** JPEG, long side ≤ 400 px, never upscaled. */
  thumb: Buffer;
}

// 'error' rejects truncated and corrupt pixel data; the stricter default 'warning' would also
// reject phone photos that libjpeg merely warns about (extraneous bytes before a marker).
// Every upload is decoded once: libvips' operation cache would only hold pixels nobody asks for again.
sharp.cache(false);

const inputOptions: SharpOptions = { failOn: 'error', limitInputPixels: maxInputPixels };
const timeout = { seconds: 60 };
// mozjpeg costs about 0.3 s more per 1600 px image and saves about a quarter of the bytes, which
// every later read pays for. On the full-resolution original it costs about 5 s per 12 MP photo,
// so the original uses libjpeg with optimised Huffman tables instead.
const previewJpeg = { quality: 80, mozjpeg: true } as const;
const originalJpeg = { quality: 92, optimizeCoding: true } as const;

function bounded(image: Sharp, longSide: number): Sharp {
  return image.resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true });
}

// Without withMetadata/keepExif, sharp writes no EXIF, XMP, IPTC or ICC and converts to sRGB:
// that default is what strips GPS here. An animated GIF yields its first frame, the
// conventional poster; its original keeps every frame.
async function renderScreen(source: ImageSource): Promise<Buffer> {
  const upright = sharp(source, inputOptions).timeout(timeout).autoOrient().flatten({ background: '#ffffff' });
  return bounded(upright, renditionLongSide.screen).jpeg(previewJpeg).toBuffer();
}

// Derived from the screen rendition rather than the upload: it skips a second decode of the
// full-size image, and a 4× downscale hides the second JPEG generation.
async function renderThumb(screen: Buffer): Promise<Buffer> {
  return bounded(sharp(screen).timeout(timeout), renditionLongSide.thumb).jpeg(previewJpeg).toBuffer();
}

/** The screen and thumb renditions of a picture (a photo, or a video's poster frame). */
export async function renderPreviews(source: ImageSource): Promise<{ screen: Buffer; thumb: Buffer }> {
  const screen = await renderScreen(source);
  return { screen, thumb: await renderThumb(screen) };
}

interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

async function renderOriginal(source: ImageSource, inspected: InspectedImage): Promise<EncodedImage> {
  if (inspected.format === 'gif') {
    const bytes = typeof source === 'string' ? await readFile(source) : source;
    return { data: stripGifMetadata(bytes), width: inspected.width, height: inspected.height };
  }
  if (inspected.format === 'jpeg' && inspected.plain) {
    const stripped = stripJpegMetadata(typeof source === 'string' ? await readFile(source) : source);
    if (stripped !== null) return { data: stripped, width: inspected.width, height: inspected.height };
  }
  const upright = sharp(source, inputOptions).timeout(timeout).autoOrient();
  const encoded = inspected.format === 'jpeg' ? upright.jpeg(originalJpeg) : upright.png();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function asMediaError(error: unknown): Error {
  if (error instanceof PhotoError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return new ImageTooLargeError({ cause: error });
  return new UnsupportedImageError(photoMessages.corruptImage, { cause: error });
}

/** Runs one decode-and-encode when the render queue has room for it. */
export type RenderSlot = <T>(task: () => Promise<T>) => Promise<T>;

const unbounded: RenderSlot = (task) => task();

/**
 * Validates an upload and makes its three renditions, once, in memory. The full-size original and
 * the screen rendition (the thumbnail is made from the latter) take a slot each: one photo keeps
 * two cores busy, so the last photo of a request does not run alone on one core while the other
 * waits, and `slot` still bounds how many decodes hold pixels at once.
 */
export async function renderImageSet(source: ImageSource, slot: RenderSlot = unbounded): Promise<PhotoRenditions> {
  try {
    const inspected = await inspectImage(source);
    // Both settle before an error is thrown, so a refused photo never leaves a decode running
    // after its caller has let go of the source.
    const [original, previews] = await Promise.allSettled([
      slot(() => renderOriginal(source, inspected)),
      slot(() => renderPreviews(source)),
    ]);
    if (original.status === 'rejected') throw original.reason;
    if (previews.status === 'rejected') throw previews.reason;
    const { width, height, data } = original.value;
    return { format: inspected.format, width, height, original: data, ...previews.value };
  } catch (error) {
    throw asMediaError(error);
  }
}
