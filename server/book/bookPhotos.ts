import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { fitPhoto, type PrintedPhoto } from './photoFit.ts';

// The maker resamples one photo at a time and lets go of it once pdfkit has written it: a book
// of 1,500 photos holds one in memory, never the book's. One libvips thread: the maker is niced
// and gets at most one core; libvips' cache would only keep pixels no later page asks for.
sharp.cache(false);
sharp.concurrency(1);

export interface PhotoSize {
  /** Upright, as printed (EXIF orientation applied). */
  width: number;
  height: number;
  format: string;
  /** EXIF orientation, 1 when upright (the originals are stored upright since issue 22). */
  orientation: number;
  hasAlpha: boolean;
}

const sizes = new Map<string, PhotoSize | null>();
const MAX_PIXELS = 268_402_689;
// Print shops take 4:2:0 JPEG; at 300 dpi its chroma is finer than any press resolves. Huffman
// tables left standard and no mozjpeg: about a quarter less CPU for 4 % more bytes.
const printJpeg = { quality: 88, chromaSubsampling: '4:2:0', optimizeCoding: false, mozjpeg: false } as const;

/** The photo's upright pixel size, from its header only (nothing decoded), or null when it cannot be read. */
export async function photoSize(path: string): Promise<PhotoSize | null> {
  const known = sizes.get(path);
  if (known !== undefined) return known;
  const size = await sharp(path)
    .metadata()
    .then((meta): PhotoSize | null => {
      if (!meta.width || !meta.height) return null;
      const orientation = meta.orientation ?? 1;
      const turned = orientation >= 5;
      return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, format: meta.format, orientation, hasAlpha: meta.hasAlpha };
    })
    .catch(() => null);
  sizes.set(path, size);
  return size;
}

/** The box a photo takes once fitted into `boxWidth`×`boxHeight` (points). */
export async function fittedPhoto(path: string, boxWidth: number, boxHeight: number): Promise<PrintedPhoto | null> {
  const size = await photoSize(path);
  return size === null ? null : fitPhoto(size.width, size.height, boxWidth, boxHeight);
}

/**
 * The JPEG embedded for a photo printed at `printed`. An upright JPEG that already has the pixels
 * printed (never upscaled) goes in as it is: pdfkit embeds JPEG bytes untouched (DCTDecode), so
 * nothing is decoded. Otherwise one decode, which libjpeg shrinks while decoding (1/2, 1/4, 1/8)
 * when the print needs that few pixels: nothing before the resize may force a full decode.
 */
export async function photoJpeg(path: string, printed: PrintedPhoto): Promise<Buffer> {
  const size = await photoSize(path);
  if (size === null) throw new Error(`unreadable photo ${path}`);
  if (size.format === 'jpeg' && size.orientation === 1 && printed.pixelWidth === size.width && printed.pixelHeight === size.height) return readFile(path);
  let image = sharp(path, { failOn: 'error', limitInputPixels: MAX_PIXELS, sequentialRead: true });
  if (size.orientation !== 1) image = image.autoOrient();
  image = image.resize(printed.pixelWidth, printed.pixelHeight, { fit: 'fill', kernel: 'lanczos3', fastShrinkOnLoad: true });
  if (size.hasAlpha) image = image.flatten({ background: '#ffffff' });
  return image.jpeg(printJpeg).toBuffer();
}

/**
 * Draws the photo at (x, y) at its printed size, resampled to 300 dpi there (never upscaled).
 * A photo that cannot be decoded is left out rather than the whole book lost: answers whether it was drawn.
 */
export async function placePhoto(doc: PDFKit.PDFDocument, path: string, printed: PrintedPhoto, x: number, y: number): Promise<boolean> {
  let jpeg: Buffer;
  try {
    jpeg = await photoJpeg(path, printed);
  } catch (error) {
    process.stderr.write(`book: photo left out (${path}): ${error instanceof Error ? error.message : String(error)}\n`);
    return false;
  }
  doc.image(jpeg, x, y, { width: printed.width, height: printed.height });
  return true;
}
