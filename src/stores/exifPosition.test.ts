import { describe, expect, it } from 'vitest';
import { makeLandscapeJpeg, makePhonePortraitJpeg } from '../../server/testing/fixtures/makeImages.ts';
import { exifPosition } from './exifPosition.ts';

const bufferOf = (bytes: Buffer) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe('exifPosition', () => {
  it('reads the GPS of a phone photo (48° 51′ 24″ N, 2° 21′ 8″ E)', async () => {
    const position = exifPosition(bufferOf(await makePhonePortraitJpeg({ width: 64, height: 48 })));
    expect(position?.lat).toBeCloseTo(48 + 51 / 60 + 24 / 3600, 6);
    expect(position?.lon).toBeCloseTo(2 + 21 / 60 + 8 / 3600, 6);
  });

  it('answers nothing for a photo without GPS, and for bytes that are no JPEG', async () => {
    expect(exifPosition(bufferOf(await makeLandscapeJpeg({ width: 64, height: 48 })))).toBeUndefined();
    expect(exifPosition(new TextEncoder().encode('pas une photo').buffer)).toBeUndefined();
  });
});
