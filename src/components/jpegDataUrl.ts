/** The server sends renditions as base64 JPEG (thumbnails and screen images are always JPEG). */
export function jpegDataUrl(base64: string): string {
  return `data:image/jpeg;base64,${base64}`;
}
