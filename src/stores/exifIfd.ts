/** Where the EXIF of a JPEG sits: in the first segments, well within this many bytes. */
export const EXIF_HEAD_BYTES = 256 * 1024;

/** IFD0's pointers to the IFDs the device reads: the Exif IFD (dates) and the GPS IFD. */
export const EXIF_IFD_POINTER = 0x8769;
export const GPS_IFD_POINTER = 0x8825;

/**
 * A JPEG's EXIF block (the TIFF structure of its APP1 segment), walked within the segment: what
 * the date (exifDate.ts) and the position (exifPosition.ts) readers share. An entry is its
 * 12 bytes' offset in the view: tag, type, count, then the value or the offset of the value.
 */
export interface ExifIfds {
  view: DataView;
  /** The TIFF header's offset in the view, from which every EXIF offset counts. */
  tiff: number;
  /** The end of the APP1 segment: nothing past it is read. */
  end: number;
  u16: (at: number) => number;
  u32: (at: number) => number;
  /** IFD0's entries, by tag. */
  ifd0: ReadonlyMap<number, number>;
  /** The entries of the IFD that IFD0's `pointerTag` leads to; empty when it has none. */
  subIfd: (pointerTag: number) => ReadonlyMap<number, number>;
  /** Where an entry's value of `size` bytes stored out of line starts in the view; undefined
   * when it would pass the segment. */
  valueAt: (entry: number, size: number) => number | undefined;
}

/** The EXIF of a JPEG's head, or undefined for bytes that are no JPEG or carry no EXIF. */
export function readExifIfds(bytes: ArrayBuffer): ExifIfds | undefined {
  const view = new DataView(bytes);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return undefined;
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1 && offset + 10 <= view.byteLength && view.getUint32(offset + 4) === 0x45786966 && view.getUint16(offset + 8) === 0) {
      return tiffIfds(view, offset + 10, Math.min(view.byteLength, offset + 2 + length));
    }
    offset += 2 + length;
  }
  return undefined;
}

function tiffIfds(view: DataView, tiff: number, end: number): ExifIfds | undefined {
  if (tiff + 8 > end) return undefined;
  const little = view.getUint16(tiff) === 0x4949;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const entries = (ifd: number) => {
    const found = new Map<number, number>();
    if (ifd + 2 > end) return found;
    const count = u16(ifd);
    for (let index = 0; index < count; index += 1) {
      const entry = ifd + 2 + index * 12;
      if (entry + 12 > end) break;
      found.set(u16(entry), entry);
    }
    return found;
  };
  const ifd0 = entries(tiff + u32(tiff + 4));
  return {
    view,
    tiff,
    end,
    u16,
    u32,
    ifd0,
    subIfd: (pointerTag) => {
      const pointer = ifd0.get(pointerTag);
      return pointer === undefined ? new Map() : entries(tiff + u32(pointer + 8));
    },
    valueAt: (entry, size) => {
      const start = tiff + u32(entry + 8);
      return start + size > end ? undefined : start;
    },
  };
}
