import { pathToFileURL } from 'node:url';
import { createAlbum, uploadImages } from '../server/testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { multipartForm, type FormPart } from '../server/testing/multipartForm.ts';
import { adminToken, createTestApp, postJson } from '../server/testing/testApp.ts';
import { bareSharpAllAtOnce } from './imagePipelineBench.ts';

export interface AlbumsBench {
  images: number;
  megapixels: number;
  sourceBytes: number;
  rounds: number;
  /** Bare sharp making the same three renditions of the same photos, all at once: every round, and the median. */
  bareMs: number[];
  bareMedianMs: number;
  /** One `uploadImages` HTTP call to the listening server, the whole call as a client sees it. */
  uploadCallMs: number[];
  uploadCallMedianMs: number;
  ratio: number;
  /** Body of `loadmediatiles` for one album: its thumbnail is a /media URL. */
  tilesPayloadBytes: number;
  /** Body of `getalbumimages` for the 5-image album: each photo is a /media URL. */
  slideshowPayloadBytes: number;
  slideshowBytesPerImage: number;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * 5 × 12 MP JPEGs in one `POST /api/admin/uploadImages` over HTTP to the running server, against
 * bare sharp making the same renditions of the same photos all at once; rounds alternate so a
 * busy machine weighs on both sides alike.
 */
export async function benchAlbums({ images = 5, width = 4000, height = 3000, rounds = 3 } = {}): Promise<AlbumsBench> {
  const sources = await Promise.all(Array.from({ length: images }, (_, i) => makeLandscapeJpeg({ width, height, seed: i + 1 })));
  const t = await createTestApp();
  try {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await adminToken(t.app);
    // Warm-up: the first call pays for loading libvips codecs and the route's schemas.
    await createAlbum(t.app, token, 'Échauffement');
    await uploadImages(t.app, token, 'Échauffement', [await makeLandscapeJpeg({ width: 800, height: 600 })]);
    await bareSharpAllAtOnce([sources[0]!]);

    const bareMs: number[] = [];
    const uploadCallMs: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      bareMs.push((await bareSharpAllAtOnce(sources)).ms);
      const album = `Banc ${round}`;
      await createAlbum(t.app, token, album);
      const { payload, headers } = await multipartForm([['token', token], ['folder', album], ...sources.map((bytes): FormPart => ['images', { bytes }])]);
      const started = performance.now();
      const response = await fetch(`${url}/api/admin/uploadImages`, { method: 'POST', body: new Uint8Array(payload), headers });
      const body = await response.text();
      uploadCallMs.push(Math.round(performance.now() - started));
      if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${body}`);
    }

    const tiles = await postJson(t.app, '/api/media/loadmediatiles', { token, count: 0 });
    const tileCount = tiles.json<{ tiles: unknown[] }>().tiles.length;
    const tilesPayloadBytes = Math.round(tiles.rawPayload.length / tileCount);
    const slideshow = await postJson(t.app, '/api/media/getalbumimages', { token, album: 'Banc 1' });
    const slideshowPayloadBytes = slideshow.rawPayload.length;

    const bareMedianMs = median(bareMs);
    const uploadCallMedianMs = median(uploadCallMs);
    const result: AlbumsBench = {
      images,
      megapixels: (width * height) / 1e6,
      sourceBytes: sources.reduce((total, source) => total + source.length, 0),
      rounds,
      bareMs,
      bareMedianMs,
      uploadCallMs,
      uploadCallMedianMs,
      ratio: uploadCallMedianMs / bareMedianMs,
      tilesPayloadBytes,
      slideshowPayloadBytes,
      slideshowBytesPerImage: Math.round(slideshowPayloadBytes / images),
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
  return [
    `albums: ${images} × ${result.megapixels} MP JPEG, ${kB(result.sourceBytes)} in total, median of ${rounds} alternating rounds`,
    `  bare sharp, the same renditions, all at once  ${per(result.bareMedianMs)} [${all(result.bareMs)}]`,
    `  POST /api/admin/uploadImages over HTTP         ${per(result.uploadCallMedianMs)} [${all(result.uploadCallMs)}]`,
    `  whole call ÷ bare sharp                        ${result.ratio.toFixed(2)}× (goal ≤ 1.2×: ${result.ratio <= 1.2 ? 'met' : 'NOT MET'})`,
    `  loadmediatiles payload per album tile          ${kB(result.tilesPayloadBytes)}`,
    `  getalbumimages payload, ${images} images             ${kB(result.slideshowPayloadBytes)} (${kB(result.slideshowBytesPerImage)}/image)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAlbums();
  process.exit(0);
}
