// How big a photo is printed, and with how many pixels: print shops ask for 300 dpi; below
// 250 dpi a photo starts to look soft, below 150 dpi it looks blurred.
export const TARGET_DPI = 300;
export const MIN_DPI = 150;

export interface PrintedPhoto {
  /** Printed size, in points (1/72 inch). */
  width: number;
  height: number;
  /** The pixels embedded: the source resampled to 300 dpi, or its own when it has fewer (never upscaled). */
  pixelWidth: number;
  pixelHeight: number;
}

/**
 * A `sourceWidth`×`sourceHeight` photo fitted into a `boxWidth`×`boxHeight` box (points). A photo
 * with too few pixels for 150 dpi at that size is printed smaller, at 150 dpi.
 */
export function fitPhoto(sourceWidth: number, sourceHeight: number, boxWidth: number, boxHeight: number): PrintedPhoto {
  const scale = Math.min(boxWidth / sourceWidth, boxHeight / sourceHeight);
  let width = sourceWidth * scale;
  let height = sourceHeight * scale;
  const wanted = Math.round((width / 72) * TARGET_DPI);
  if (sourceWidth >= wanted) {
    return { width, height, pixelWidth: Math.max(1, wanted), pixelHeight: Math.max(1, Math.round((height / 72) * TARGET_DPI)) };
  }
  const dpi = sourceWidth / (width / 72);
  if (dpi < MIN_DPI) {
    width = (sourceWidth / MIN_DPI) * 72;
    height = (sourceHeight / MIN_DPI) * 72;
  }
  return { width, height, pixelWidth: sourceWidth, pixelHeight: sourceHeight };
}
