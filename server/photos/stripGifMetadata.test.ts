import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeGif } from '../testing/fixtures/makeImages.ts';
import { UnsupportedImageError } from './photoErrors.ts';
import { stripGifMetadata } from './stripGifMetadata.ts';

describe('stripGifMetadata', () => {
  it('drops comment and XMP blocks and bytes after the trailer', async () => {
    const gif = await makeGif({ comment: 'pris à Paris', xmp: '<x:xmpmeta>GPSLatitude 48N</x:xmpmeta>', trailing: '<script>' });
    const stripped = stripGifMetadata(gif);
    for (const leak of ['pris à Paris', 'XMP DataXMP', 'GPSLatitude', '<script>']) {
      expect(stripped.includes(leak)).toBe(false);
    }
    expect(stripped.at(-1)).toBe(0x3b);
  });

  it('keeps every frame, the loop block and the timing', async () => {
    const gif = await makeGif({ frames: 4, comment: 'x' });
    const stripped = stripGifMetadata(gif);
    expect(stripped.includes('NETSCAPE2.0')).toBe(true);
    const [before, after] = await Promise.all([sharp(gif).metadata(), sharp(stripped).metadata()]);
    expect(after.pages).toBe(4);
    expect(after.delay).toEqual(before.delay);
    expect(after.loop).toBe(before.loop);
  });

  it('leaves a GIF without metadata byte for byte unchanged', async () => {
    const gif = await makeGif();
    expect(stripGifMetadata(gif).equals(gif)).toBe(true);
  });

  it('refuses a GIF cut short', async () => {
    const gif = await makeGif();
    expect(() => stripGifMetadata(gif.subarray(0, gif.length - 20))).toThrow(UnsupportedImageError);
  });
});
