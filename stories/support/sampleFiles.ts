import { seaJpeg } from './sampleImages.ts';

/** A real JPEG as a File, as the file picker hands it over. */
export function jpegFile(name = 'plage.jpg'): File {
  const bytes = Uint8Array.from(atob(seaJpeg), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/jpeg' });
}

export function jpegFiles(count: number): File[] {
  return Array.from({ length: count }, (_, index) => jpegFile(`photo-${index + 1}.jpg`));
}
