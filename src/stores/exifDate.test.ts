import { describe, expect, it } from 'vitest';
import { exifTakenAt } from './exifDate.ts';

/** A JPEG head with one APP1 EXIF segment: IFD0 points to an Exif IFD holding DateTimeOriginal. */
function jpegWithDate(date: string, little: boolean): ArrayBuffer {
  const tiff = new DataView(new ArrayBuffer(8 + 2 + 12 + 4 + 2 + 12 + 4 + 20));
  const u16 = (at: number, value: number) => tiff.setUint16(at, value, little);
  const u32 = (at: number, value: number) => tiff.setUint32(at, value, little);
  u16(0, little ? 0x4949 : 0x4d4d);
  u16(2, 42);
  u32(4, 8);
  // IFD0: one entry, the Exif IFD pointer.
  u16(8, 1);
  u16(10, 0x8769);
  u16(12, 4);
  u32(14, 1);
  u32(18, 26);
  u32(22, 0);
  // Exif IFD at 26: DateTimeOriginal, ASCII, 20 bytes at 44.
  u16(26, 1);
  u16(28, 0x9003);
  u16(30, 2);
  u32(32, 20);
  u32(36, 44);
  u32(40, 0);
  [...date].forEach((char, index) => tiff.setUint8(44 + index, char.charCodeAt(0)));
  const app1Length = 2 + 6 + tiff.byteLength;
  const bytes = new Uint8Array(2 + 2 + app1Length + 4);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xffd8);
  view.setUint16(2, 0xffe1);
  view.setUint16(4, app1Length);
  bytes.set([0x45, 0x78, 0x69, 0x66, 0, 0], 6);
  bytes.set(new Uint8Array(tiff.buffer), 12);
  view.setUint16(12 + tiff.byteLength, 0xffda);
  return bytes.buffer;
}

describe('exifTakenAt', () => {
  it('reads DateTimeOriginal in either byte order', () => {
    const expected = Date.UTC(2025, 6, 14, 9, 30, 5);
    expect(exifTakenAt(jpegWithDate('2025:07:14 09:30:05', true))).toBe(expected);
    expect(exifTakenAt(jpegWithDate('2025:07:14 09:30:05', false))).toBe(expected);
  });

  it('answers nothing for a file that is no JPEG or has no date', () => {
    expect(exifTakenAt(new TextEncoder().encode('GIF89a').buffer)).toBeUndefined();
    expect(exifTakenAt(jpegWithDate('0000:00:00 00:00:00', true))).toBeUndefined();
    expect(exifTakenAt(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]).buffer)).toBeUndefined();
  });
});
