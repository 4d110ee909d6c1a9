import { UnsupportedImageError } from './photoErrors.ts';
import { photoMessages } from './photoMessages.ts';

// GIF has no EXIF, but editors put XMP (which can carry GPS), ICC profiles and comments in
// extension blocks. Dropping those blocks keeps every frame, the palette and the timing intact,
// where a re-encode would re-quantise every frame. Bytes after the trailer are dropped too, so a
// payload appended to a valid GIF (a polyglot) is never stored.
// By hand because sharp re-encodes, and gifsicle, which can drop these blocks, is a C program
// that its npm package downloads or compiles at install.

const keptApplications = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);
const graphicControlLabel = 0xf9;
const plainTextLabel = 0x01;
const applicationLabel = 0xff;

class Reader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}

  byte(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new UnsupportedImageError(photoMessages.corruptImage, { cause: 'GIF ends early' });
    this.offset += 1;
    return value;
  }

  skip(count: number): void {
    if (this.offset + count > this.bytes.length) {
      throw new UnsupportedImageError(photoMessages.corruptImage, { cause: 'GIF ends early' });
    }
    this.offset += count;
  }

  skipSubBlocks(): void {
    for (let size = this.byte(); size !== 0; size = this.byte()) this.skip(size);
  }
}

function colorTableSize(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}

function isKeptExtension(reader: Reader, label: number, blockStart: number): boolean {
  if (label === graphicControlLabel || label === plainTextLabel) return true;
  if (label !== applicationLabel) return false;
  const identifierStart = blockStart + 3;
  const identifierSize = reader.bytes[blockStart + 2];
  if (identifierSize !== 11 || identifierStart + 11 > reader.bytes.length) return false;
  const identifier = Buffer.from(reader.bytes.subarray(identifierStart, identifierStart + 11)).toString('latin1');
  return keptApplications.has(identifier);
}

/** The GIF without comment, XMP, ICC or unknown extension blocks and without trailing bytes. */
export function stripGifMetadata(bytes: Uint8Array): Buffer {
  const reader = new Reader(bytes);
  reader.skip(6 + 4);
  const screenPacked = reader.byte();
  reader.skip(2 + colorTableSize(screenPacked));
  const kept: Uint8Array[] = [bytes.subarray(0, reader.offset)];

  for (;;) {
    const blockStart = reader.offset;
    const introducer = reader.byte();
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(blockStart, reader.offset));
      return Buffer.concat(kept);
    }
    if (introducer === 0x21) {
      const label = reader.byte();
      reader.skipSubBlocks();
      if (isKeptExtension(reader, label, blockStart)) kept.push(bytes.subarray(blockStart, reader.offset));
    } else if (introducer === 0x2c) {
      reader.skip(8);
      const imagePacked = reader.byte();
      reader.skip(colorTableSize(imagePacked) + 1);
      reader.skipSubBlocks();
      kept.push(bytes.subarray(blockStart, reader.offset));
    } else {
      throw new UnsupportedImageError(photoMessages.corruptImage, {
        cause: `unknown GIF block 0x${introducer.toString(16)} at ${blockStart}`,
      });
    }
  }
}
