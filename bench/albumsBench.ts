import { pathToFileURL } from 'node:url';
import { createAlbum, uploadImages } from '../server/testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { adminToken, createTestApp, postJson } from '../server/testing/testApp.ts';
import { benchImagePipeline, type ImagePipelineBench } from './imagePipelineBench.ts';

export interface AlbumsBench {
  images: number;
  megapixels: number;
  sourceBytes: number;
  /** Bare sharp (the same three renditions) and ImageStore.saveImageSet, from bench/imagePipelineBench.ts, same run. */
  pipeline: ImagePipelineBench;
  /** The whole upload call: multipart parsing, admin check, album lookup, renditions, atomic writes, one transaction. */
  uploadCallMs: number;
  /** Body of `loadmediatiles` for one album: its thumbnail is a /media URL. */
  tilesPayloadBytes: number;
  /** Body of `getalbumimages` for the 5-image album: each photo is a /media URL. */
  slideshowPayloadBytes: number;
  slideshowBytesPerImage: number;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Times 5 × 12 MP JPEGs through POST /api/admin/uploadImages next to the bare sharp pipeline. */
export async function benchAlbums({ images = 5, width = 4000, height = 3000 } = {}): Promise<AlbumsBench> {
  const pipeline = await benchImagePipeline({ images, width, height });

  // The same deterministic photos as the pipeline bench (same generator, same seeds).
  const sources = await Promise.all(Array.from({ length: images }, (_, i) => makeLandscapeJpeg({ width, height, seed: i + 1 })));
  const t = await createTestApp();
  try {
    const token = await adminToken(t.app);
    await createAlbum(t.app, token, 'Échauffement');
    await createAlbum(t.app, token, 'Banc');
    // Warm-up: the first call pays for loading libvips codecs and the route's schemas.
    await uploadImages(t.app, token, 'Échauffement', [await makeLandscapeJpeg({ width: 800, height: 600 })]);

    const started = performance.now();
    const response = await uploadImages(t.app, token, 'Banc', sources);
    const uploadCallMs = Math.round(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);

    const tiles = await postJson(t.app, '/api/media/loadmediatiles', { token, count: 0 });
    // Two albums hold images (the warm-up one and this one): report the cost of one tile.
    const tileCount = tiles.json<{ tiles: unknown[] }>().tiles.length;
    const tilesPayloadBytes = Math.round(tiles.rawPayload.length / tileCount);
    const slideshow = await postJson(t.app, '/api/media/getalbumimages', { token, album: 'Banc' });
    const slideshowPayloadBytes = slideshow.rawPayload.length;

    const result: AlbumsBench = {
      images,
      megapixels: (width * height) / 1e6,
      sourceBytes: sources.reduce((total, source) => total + source.length, 0),
      pipeline,
      uploadCallMs,
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
  const { pipeline, images } = result;
  const per = (ms: number) => `${ms} ms (${Math.round(ms / images)} ms/image)`;
  return [
    `albums: ${images} × ${result.megapixels} MP JPEG, ${kB(result.sourceBytes)} in total`,
    `  bare sharp, same renditions (orig+screen+thumb) ${per(pipeline.bare.ms)}`,
    `  ImageStore.saveImageSet (+ original, fsync)   ${per(pipeline.store.ms)}`,
    `  POST /api/admin/uploadImages (whole call)     ${per(result.uploadCallMs)}, ${(result.uploadCallMs / pipeline.bare.ms).toFixed(2)}× bare (goal ≤ 1.2)`,
    `  loadmediatiles payload per album tile         ${kB(result.tilesPayloadBytes)}`,
    `  getalbumimages payload, ${images} images            ${kB(result.slideshowPayloadBytes)} (${kB(result.slideshowBytesPerImage)}/image)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAlbums();
}
