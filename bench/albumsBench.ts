import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readPhotoCapture } from '../server/places/photoCapture.ts';
import { createAlbum, uploadImages } from '../server/testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { multipartForm, type FormPart } from '../server/testing/multipartForm.ts';
import { adminToken, createTestApp, postJson } from '../server/testing/testApp.ts';
import { insertExif, testPlaces } from '../server/testing/exifPhotos.ts';
import { bareSharpAllAtOnce } from './imagePipelineBench.ts';

/** One kind of photo: bare sharp and the whole call, every round and the medians. */
export interface UploadCallBench {
  label: string;
  sourceBytes: number;
  bareMs: number[];
  bareMedianMs: number;
  uploadCallMs: number[];
  uploadCallMedianMs: number;
  ratio: number;
}

export interface AlbumsBench {
  images: number;
  megapixels: number;
  rounds: number;
  /** Upright, no colour profile: what the member queue sends, and what most phones write. */
  upright: UploadCallBench;
  /** EXIF orientation 6: the server turns each one upright, so its original is re-encoded. */
  rotated: UploadCallBench;
  /** Body of `loadmediatiles` for one album: its thumbnail is a /media URL. */
  tilesPayloadBytes: number;
  /** Body of `getalbumimages` for the 5-image album: each photo is a /media URL. */
  slideshowPayloadBytes: number;
  slideshowBytesPerImage: number;
  /** Issue 39: reading the place and time of the upright photos, one after another, from files as
   * the upload call reads them; every round and the median. The call runs it beside the render. */
  placeAndTimeMs: number[];
  placeAndTimeMedianMs: number;
}

/** The upload call reads each photo's EXIF (photoStore.ts) beside its render: at most this long is added. */
async function benchPlaceAndTime(sources: readonly Buffer[], rounds: number): Promise<number[]> {
  const folder = await mkdtemp(join(tmpdir(), 'lapin-bench-exif-'));
  try {
    const files = await Promise.all(sources.map(async (bytes, index) => {
      const file = join(folder, `${index}.jpg`);
      await writeFile(file, bytes);
      return file;
    }));
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      for (const file of files) {
        if ((await readPhotoCapture(file)).lat === null) throw new Error('the bench photo carries no position');
      }
      times.push(Math.round((performance.now() - started) * 10) / 10);
    }
    return times;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let albums = 0;

/** Alternates bare sharp (the same three renditions of the same photos, all at once) and one
 * `uploadImages` HTTP call to the listening server, so a busy machine weighs on both alike. */
async function benchUploadCall(app: FastifyInstance, url: string, token: string, label: string, sources: readonly Buffer[], rounds: number): Promise<UploadCallBench> {
  const bareMs: number[] = [];
  const uploadCallMs: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    bareMs.push((await bareSharpAllAtOnce(sources)).ms);
    albums += 1;
    const album = `Banc ${albums}`;
    await createAlbum(app, token, album);
    const { payload, headers } = await multipartForm([['token', token], ['folder', album], ...sources.map((bytes): FormPart => ['images', { bytes }])]);
    const started = performance.now();
    const response = await fetch(`${url}/api/admin/uploadImages`, { method: 'POST', body: new Uint8Array(payload), headers });
    const body = await response.text();
    uploadCallMs.push(Math.round(performance.now() - started));
    if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${body}`);
  }
  const bareMedianMs = median(bareMs);
  const uploadCallMedianMs = median(uploadCallMs);
  const sourceBytes = sources.reduce((total, source) => total + source.length, 0);
  return { label, sourceBytes, bareMs, bareMedianMs, uploadCallMs, uploadCallMedianMs, ratio: uploadCallMedianMs / bareMedianMs };
}

/**
 * 5 × 12 MP JPEGs in one `POST /api/admin/uploadImages` over HTTP to the running server, against
 * bare sharp making the same renditions of the same photos all at once: photos already upright,
 * then photos the server has to turn.
 */
export async function benchAlbums({ images = 5, width = 4000, height = 3000, rounds = 3 } = {}): Promise<AlbumsBench> {
  // As a phone writes them: a position and a capture time with its offset (issue 39 reads both).
  const phoneExif = (orientation: number) => ({ ...testPlaces.annecy, dateTimeOriginal: '2026:08:04 10:15:00', offsetTimeOriginal: '+02:00', orientation });
  const photos = (orientation: number) =>
    Promise.all(
      Array.from({ length: images }, async (_, i) =>
        insertExif(await makeLandscapeJpeg({ width, height, seed: orientation * 100 + i + 1, orientation }), phoneExif(orientation || 1)),
      ),
    );
  const [uprightSources, rotatedSources] = await Promise.all([photos(0), photos(6)]);
  const t = await createTestApp();
  try {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await adminToken(t.app);
    // Warm-up: the first call pays for loading libvips codecs and the route's schemas.
    await createAlbum(t.app, token, 'Échauffement');
    await uploadImages(t.app, token, 'Échauffement', [await makeLandscapeJpeg({ width: 800, height: 600 })]);
    await bareSharpAllAtOnce([uprightSources[0]!]);

    const upright = await benchUploadCall(t.app, url, token, 'upright, no colour profile (as the member queue sends them)', uprightSources, rounds);
    const rotated = await benchUploadCall(t.app, url, token, 'EXIF orientation 6 (the server turns them upright)', rotatedSources, rounds);

    const tiles = await postJson(t.app, '/api/media/loadmediatiles', { token, count: 0 });
    const tileCount = tiles.json<{ tiles: unknown[] }>().tiles.length;
    const tilesPayloadBytes = Math.round(tiles.rawPayload.length / tileCount);
    const slideshow = await postJson(t.app, '/api/media/getalbumimages', { token, album: 'Banc 1' });
    const slideshowPayloadBytes = slideshow.rawPayload.length;

    const placeAndTimeMs = await benchPlaceAndTime(uprightSources, rounds);
    const result: AlbumsBench = {
      images,
      megapixels: (width * height) / 1e6,
      rounds,
      upright,
      rotated,
      tilesPayloadBytes,
      slideshowPayloadBytes,
      slideshowBytesPerImage: Math.round(slideshowPayloadBytes / images),
      placeAndTimeMs,
      placeAndTimeMedianMs: median(placeAndTimeMs),
    };
    console.info(table(result));
    return result;
  } finally {
    await t.close();
  }
}

function table(result: AlbumsBench): string {
  const { images, rounds } = result;
  const per = (ms: number) => `${ms} ms (${Math.round(ms / images)} ms/image)`;
  const all = (values: number[]) => values.join(', ');
  const call = (bench: UploadCallBench) => [
    `  ${images} photos ${bench.label}, ${kB(bench.sourceBytes)}`,
    `    bare sharp, the same renditions, all at once  ${per(bench.bareMedianMs)} [${all(bench.bareMs)}]`,
    `    POST /api/admin/uploadImages over HTTP         ${per(bench.uploadCallMedianMs)} [${all(bench.uploadCallMs)}]`,
    `    whole call ÷ bare sharp                        ${bench.ratio.toFixed(2)}× (goal ≤ 1.2×: ${bench.ratio <= 1.2 ? 'met' : 'NOT MET'})`,
  ];
  return [
    `albums: ${images} × ${result.megapixels} MP JPEG per call, median of ${rounds} alternating rounds`,
    ...call(result.upright),
    ...call(result.rotated),
    `  loadmediatiles payload per album tile            ${kB(result.tilesPayloadBytes)}`,
    `  getalbumimages payload, ${images} images               ${kB(result.slideshowPayloadBytes)} (${kB(result.slideshowBytesPerImage)}/image)`,
    `  place and time of the ${images} upright photos (EXIF)     ${result.placeAndTimeMedianMs} ms [${all(result.placeAndTimeMs)}], ${((100 * result.placeAndTimeMedianMs) / result.upright.uploadCallMedianMs).toFixed(2)} % of their upload call (goal ≤ 5 %)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAlbums();
  process.exit(0);
}
