import { describe, expect, it } from 'vitest';
import { makeLandscapeJpeg, makePhonePortraitJpeg } from '../../server/testing/fixtures/makeImages.ts';
import { EXIF_IFD_POINTER, GPS_IFD_POINTER, readExifIfds } from './exifIfd.ts';

const bufferOf = (bytes: Buffer) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** A JPEG head whose APP1 holds `tiff`, followed by the start of the scan. */
function jpegWithTiff(tiff: Uint8Array): ArrayBuffer {
  const bytes = new Uint8Array(2 + 2 + 2 + 6 + tiff.byteLength + 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xffd8);
  view.setUint16(2, 0xffe1);
  view.setUint16(4, 2 + 6 + tiff.byteLength);
  bytes.set([0x45, 0x78, 0x69, 0x66, 0, 0], 6);
  bytes.set(tiff, 12);
  view.setUint16(12 + tiff.byteLength, 0xffda);
  return bytes.buffer;
}

/** IFD0 with one entry, a GPS IFD pointer to `pointer`, in the byte order asked. */
function tiffWithGpsPointer(pointer: number, little: boolean): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(8 + 2 + 12 + 4));
  tiff.setUint16(0, little ? 0x4949 : 0x4d4d);
  tiff.setUint16(2, 42, little);
  tiff.setUint32(4, 8, little);
  tiff.setUint16(8, 1, little);
  tiff.setUint16(10, GPS_IFD_POINTER, little);
  tiff.setUint16(12, 4, little);
  tiff.setUint32(14, 1, little);
  tiff.setUint32(18, pointer, little);
  return new Uint8Array(tiff.buffer);
}

describe('readExifIfds', () => {
  it('walks a phone photo: IFD0, then the Exif and GPS IFDs it points to', async () => {
    const exif = readExifIfds(bufferOf(await makePhonePortraitJpeg({ width: 64, height: 48 })))!;
    expect(exif).toBeDefined();
    expect(exif.ifd0.has(GPS_IFD_POINTER)).toBe(true);
    const gps = exif.subIfd(GPS_IFD_POINTER);
    // GPSLatitudeRef and GPSLatitude, each an entry of 12 bytes inside the segment.
    for (const tag of [1, 2]) expect(gps.get(tag)! + 12).toBeLessThanOrEqual(exif.end);
    // Three rationals of latitude, within the segment.
    expect(exif.valueAt(gps.get(2)!, 24)).toBeGreaterThan(exif.tiff);
  });

  it('reads either byte order', () => {
    for (const little of [true, false]) {
      const exif = readExifIfds(jpegWithTiff(tiffWithGpsPointer(8, little)))!;
      expect([...exif.ifd0.keys()]).toEqual([GPS_IFD_POINTER]);
      // The pointer leads back to IFD0 itself: its one entry, read again.
      expect([...exif.subIfd(GPS_IFD_POINTER).keys()]).toEqual([GPS_IFD_POINTER]);
      expect(exif.subIfd(EXIF_IFD_POINTER).size).toBe(0);
    }
  });

  it('reads nothing past the segment: a pointer beyond it gives no entries, a value beyond it no place', () => {
    const exif = readExifIfds(jpegWithTiff(tiffWithGpsPointer(0xfffff, true)))!;
    expect(exif.subIfd(GPS_IFD_POINTER).size).toBe(0);
    expect(exif.valueAt(exif.ifd0.get(GPS_IFD_POINTER)!, 4)).toBeUndefined();
  });

  it('answers nothing for bytes that are no JPEG, or a JPEG without EXIF', async () => {
    expect(readExifIfds(new TextEncoder().encode('pas une photo').buffer)).toBeUndefined();
    expect(readExifIfds(new ArrayBuffer(0))).toBeUndefined();
    expect(readExifIfds(bufferOf(await makeLandscapeJpeg({ width: 64, height: 48 })))).toBeUndefined();
  });
});
