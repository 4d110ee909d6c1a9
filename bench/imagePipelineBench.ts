import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { renditionLongSide } from '../server/photos/photoRenditions.ts';
import { PhotoStore } from '../server/photos/photoStore.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';

export interface PipelineTiming {
  ms: number;
  originalBytes: number;
  screenBytes: number;
  thumbBytes: number;
}

export interface ImagePipelineBench {
  images: number;
  megapixels: number;
  sourceBytes: number;
  sharpConcurrency: number;
  /** The same three renditions with sharp alone: the upright original (JPEG q92), 1600 and 400 px previews (q80 mozjpeg). */
  bare: PipelineTiming;
  /** PhotoStore.saveImageSets: sniff, validate, the same previews, the cleaned full-size original, atomic writes with fsync. */
  store: PipelineTiming;
}

const fit = { fit: 'inside', withoutEnlargement: true } as const;
const preview = { quality: 80, mozjpeg: true } as const;

function bareRenditions(bytes: Buffer): Promise<[Buffer, Buffer, Buffer]> {
  const original = sharp(bytes).rotate().jpeg({ quality: 92, optimizeCoding: true });
  const screen = sharp(bytes).rotate().resize(renditionLongSide.screen, renditionLongSide.screen, fit).jpeg(preview);
  const thumb = sharp(bytes).rotate().resize(renditionLongSide.thumb, renditionLongSide.thumb, fit).jpeg(preview);
  return Promise.all([original.toBuffer(), screen.toBuffer(), thumb.toBuffer()]);
}

/** Bare sharp making the three renditions of every source, all at once, as nothing but sharp would. */
export async function bareSharpAllAtOnce(sources: readonly Buffer[]): Promise<PipelineTiming> {
  const started = performance.now();
  const rendered = await Promise.all(sources.map((source) => bareRenditions(source)));
  const ms = Math.round(performance.now() - started);
  const sum = (index: 0 | 1 | 2) => rendered.reduce((total, set) => total + set[index].length, 0);
  return { ms, originalBytes: sum(0), screenBytes: sum(1), thumbBytes: sum(2) };
}

/** Times 5 × 12 MP JPEGs all at once, bare and through the store (renditions, atomic writes, fsync). */
export async function benchImagePipeline({ images = 5, width = 4000, height = 3000 } = {}): Promise<ImagePipelineBench> {
  const sources = await Promise.all(Array.from({ length: images }, (_, i) => makeLandscapeJpeg({ width, height, seed: i + 1 })));
  const directory = await mkdtemp(join(tmpdir(), 'lapin-bench-media-'));
  try {
    await bareRenditions(sources[0]!);
    const bare = await bareSharpAllAtOnce(sources);

    const store = new PhotoStore(directory);
    const started = performance.now();
    const saved = await store.saveImageSets('bench', sources);
    const stored: PipelineTiming = {
      ms: Math.round(performance.now() - started),
      originalBytes: saved.reduce((total, image) => total + image.sizes.original, 0),
      screenBytes: saved.reduce((total, image) => total + image.sizes.screen, 0),
      thumbBytes: saved.reduce((total, image) => total + image.sizes.thumb, 0),
    };

    return {
      images,
      megapixels: (width * height) / 1e6,
      sourceBytes: sources.reduce((total, source) => total + source.length, 0),
      sharpConcurrency: sharp.concurrency(),
      bare,
      store: stored,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.info(JSON.stringify(await benchImagePipeline(), null, 2));
}
