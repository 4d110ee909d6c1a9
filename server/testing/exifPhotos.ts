import piexif from 'piexifjs';
import sharp from 'sharp';

// Photos with the EXIF a phone writes (position, capture time, its offset), made in the test so no
// binary fixture is committed. piexifjs 1.0.6 does not know OffsetTimeOriginal: it is registered
// here before the first dump.
const OFFSET_TIME_ORIGINAL = 36881;
piexif.TAGS.Exif![OFFSET_TIME_ORIGINAL] ??= { name: 'OffsetTimeOriginal', type: 'Ascii' };

const gps = { latRef: 1, lat: 2, lonRef: 3, lon: 4, dateStamp: 29, timeStamp: 7 } as const;
const exif = { dateTimeOriginal: 36867 } as const;
const ORIENTATION = 274;

/** [numerator, denominator] triples: degrees, minutes, seconds. */
type Rational = [number, number];

function toDms(value: number): Rational[] {
  const magnitude = Math.abs(value);
  const degrees = Math.floor(magnitude);
  const minutes = Math.floor((magnitude - degrees) * 60);
  const seconds = Math.round(((magnitude - degrees) * 60 - minutes) * 60 * 10000);
  return [
    [degrees, 1],
    [minutes, 1],
    [seconds, 10000],
  ];
}

export interface ExifSpec {
  lat?: number;
  lon?: number;
  /** "2026:08:04 23:30:00", as a camera writes it. */
  dateTimeOriginal?: string;
  /** "+09:00". */
  offsetTimeOriginal?: string;
  /** Raw GPS values written as they are, with the type each is written as (hostile EXIF). */
  rawGps?: { tag: keyof typeof gps; type: 'Ascii' | 'Rational'; value: unknown }[];
  /** EXIF orientation (1 to 8). */
  orientation?: number;
}

/** A small JPEG carrying `spec` in its EXIF. */
export async function jpegWithExif(spec: ExifSpec, { width = 64, height = 48 } = {}): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
  return insertExif(jpeg, spec);
}

/** `jpeg` with its EXIF replaced by `spec`, its pixels untouched. */
export function insertExif(jpeg: Buffer, spec: ExifSpec): Buffer {
  const gpsIfd: Record<number, unknown> = {};
  if (spec.lat !== undefined) {
    gpsIfd[gps.latRef] = spec.lat < 0 ? 'S' : 'N';
    gpsIfd[gps.lat] = toDms(spec.lat);
  }
  if (spec.lon !== undefined) {
    gpsIfd[gps.lonRef] = spec.lon < 0 ? 'W' : 'E';
    gpsIfd[gps.lon] = toDms(spec.lon);
  }
  const exifIfd: Record<number, unknown> = {};
  if (spec.dateTimeOriginal !== undefined) exifIfd[exif.dateTimeOriginal] = spec.dateTimeOriginal;
  if (spec.offsetTimeOriginal !== undefined) exifIfd[OFFSET_TIME_ORIGINAL] = spec.offsetTimeOriginal;
  const retyped: { tag: number; type: string }[] = [];
  for (const raw of spec.rawGps ?? []) {
    const tag = gps[raw.tag];
    retyped.push({ tag, type: piexif.TAGS.GPS![tag]!.type });
    piexif.TAGS.GPS![tag]!.type = raw.type;
    gpsIfd[tag] = raw.value;
  }
  const zeroth: Record<number, unknown> = spec.orientation === undefined ? {} : { [ORIENTATION]: spec.orientation };
  let dumped: string;
  try {
    dumped = piexif.dump({ '0th': zeroth, Exif: exifIfd, GPS: gpsIfd });
  } finally {
    for (const { tag, type } of retyped) piexif.TAGS.GPS![tag]!.type = type;
  }
  return Buffer.from(piexif.insert(dumped, jpeg.toString('binary')), 'binary');
}

/** Where the tests' photos were taken. */
export const testPlaces = {
  annecy: { lat: 45.8992, lon: 6.1294 },
  chamonix: { lat: 45.9237, lon: 6.8694 },
  reykjavik: { lat: 64.1466, lon: -21.9426 },
  tokyo: { lat: 35.6938, lon: 139.7034 },
  /** Taveuni, east of the 180th meridian: Fiji on both sides of it. */
  fiji: { lat: -16.8167, lon: -179.9667 },
} as const;
