// A JPEG that is upright, in sRGB (or grey) and without a colour profile needs no re-encode to
// become a clean original: dropping its APPn and COM segments removes EXIF (GPS, device, date),
// XMP, IPTC, MPF and comments, and keeps every coefficient as the camera or the phone wrote it.
// Re-encoding instead costs a full decode and encode of every pixel and a generation of loss.
// Bytes after EOI (MPF depth maps, trailers, an appended payload) are dropped too.
// Anything unexpected gives null: the caller then re-encodes, which is always safe.
// By hand because sharp strips metadata only by re-encoding (the cost above); exif-be-gone and
// piexifjs drop only the APP1 segments (EXIF, XMP), leaving IPTC, MPF, comments and trailers;
// exiftool-vendored runs ExifTool, a Perl program, in a child process beside the server.

const marker = {
  soi: 0xd8,
  eoi: 0xd9,
  sos: 0xda,
  com: 0xfe,
  app0: 0xe0,
  app14: 0xee,
  app15: 0xef,
  rst0: 0xd0,
  rst7: 0xd7,
  tem: 0x01,
} as const;

const isApp = (code: number) => code >= marker.app0 && code <= marker.app15;
const isRestart = (code: number) => code >= marker.rst0 && code <= marker.rst7;
const adobe = [0x41, 0x64, 0x6f, 0x62, 0x65]; // "Adobe": APP14 says how the colour channels are coded.

function isAdobeSegment(bytes: Uint8Array, start: number, length: number): boolean {
  return length >= 2 + adobe.length && adobe.every((byte, i) => bytes[start + 4 + i] === byte);
}

/** After an SOS header: where the entropy-coded data ends, at the next marker that is not a restart. */
function endOfScan(bytes: Uint8Array, from: number): number | null {
  for (let i = from; i + 1 < bytes.length; i += 1) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1]!;
    if (next === 0x00 || next === 0xff || isRestart(next)) continue;
    return i;
  }
  return null;
}

/** The JPEG without metadata segments and without anything after EOI, or null when it is not plain. */
export function stripJpegMetadata(bytes: Uint8Array): Buffer | null {
  if (bytes[0] !== 0xff || bytes[1] !== marker.soi) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let scanned = false;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const code = bytes[offset + 1]!;
    if (code === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (code === marker.eoi) {
      if (!scanned) return null;
      kept.push(bytes.subarray(offset, offset + 2));
      return Buffer.concat(kept);
    }
    if (code === marker.soi || code === marker.tem || isRestart(code) || offset + 3 >= bytes.length) return null;
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    const segmentEnd = offset + 2 + length;
    if (length < 2 || segmentEnd > bytes.length) return null;
    const dropped = code === marker.com || (isApp(code) && !(code === marker.app14 && isAdobeSegment(bytes, offset, length)));
    if (code === marker.sos) {
      const scanEnd = endOfScan(bytes, segmentEnd);
      if (scanEnd === null) return null;
      kept.push(bytes.subarray(offset, scanEnd));
      scanned = true;
      offset = scanEnd;
      continue;
    }
    if (!dropped) kept.push(bytes.subarray(offset, segmentEnd));
    offset = segmentEnd;
  }
  return null;
}
