import sharp from 'sharp';
import { fitPhoto, type PrintedPhoto } from './photoFit.ts';

// The maker resamples one photo at a time and lets go of it once pdfkit has written it: a book
// of 1,500 photos holds one in memory, never the book's.
sharp.cache(false);
sharp.concurrency(1);

export interface PhotoSize {
  width: number;
  height: number;
}

const sizes = new Map<string, PhotoSize | null>();

/** The photo's pixel size (its header only), or null when it cannot be read. */
export async function photoSize(path: string): Promise<PhotoSize | null> {
  const known = sizes.get(path);
  if (known !== undefined) return known;
  const size = await sharp(path)
    .metadata()
    .then((meta) => (meta.width && meta.height ? { width: meta.width, height: meta.height } : null))
    .catch(() => null);
  sizes.set(path, size);
  return size;
}

/** The box a photo takes once fitted into `boxWidth`×`boxHeight` (points). */
export async function fittedPhoto(path: string, boxWidth: number, boxHeight: number): Promise<PrintedPhoto | null> {
  const size = await photoSize(path);
  return size === null ? null : fitPhoto(size.width, size.height, boxWidth, boxHeight);
}

/** Draws the photo at (x, y) at its printed size, resampled to 300 dpi there (never upscaled). */
export async function placePhoto(doc: PDFKit.PDFDocument, path: string, printed: PrintedPhoto, x: number, y: number): Promise<void> {
  const jpeg = await sharp(path, { limitInputPixels: 268_402_689, sequentialRead: true })
    .resize(printed.pixelWidth, printed.pixelHeight, { fit: 'fill', kernel: 'lanczos3' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
  doc.image(jpeg, x, y, { width: printed.width, height: printed.height });
}
