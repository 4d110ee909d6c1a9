import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { product } from '../../shared/product.ts';
import { createAlbum, uploadOk } from '../../server/testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../../server/testing/fixtures/makeImages.ts';
import { recordBytes } from './networkBytes.ts';
import { until } from './until.ts';

/** Issue #13's budgets: the first slide of a 20-photo album within 1 MB, a second visit under a tenth. */
export const slideshowBudgets = { firstSlideBytes: 1024 * 1024, secondVisitShare: 0.1 };

/** Creates `name` and fills it with `count` distinct 2400 × 1600 photos, five per upload as the admin screen sends them. */
export async function seedAlbum(app: FastifyInstance, adminToken: string, name: string, count: number): Promise<void> {
  await createAlbum(app, adminToken, name);
  for (let first = 0; first < count; first += 5) {
    const seeds = Array.from({ length: Math.min(5, count - first) }, (_, i) => first + i + 1);
    const photos = await Promise.all(seeds.map((seed) => makeLandscapeJpeg({ width: 2400, height: 1600, seed })));
    await uploadOk(app, adminToken, name, photos);
  }
}

export interface SlideshowVisit {
  /** Bytes on the wire from the tap on the album until its first photo is drawn. */
  atFirstSlide: number;
  /** Bytes on the wire once nothing more is in flight (the next photo's prefetch included). */
  all: number;
  /** How many album photos (screen renditions) were fetched. */
  photos: number;
  /** How many thumbnails the album's grid fetched. */
  thumbnails: number;
}

/** Opens `album` from the albums screen of a signed-in page, goes back, and opens it again, as a
 * relative coming back to it would, counting each visit's bytes as Chromium does. */
export async function measureSlideshowVisits(page: Page, album: string, count: number): Promise<{ first: SlideshowVisit; second: SlideshowVisit }> {
  const albumsHeading = page.getByRole('heading', { level: 1, name: 'Albums' });
  await page.goto(product.routes.gram);
  await albumsHeading.waitFor();
  const bytes = await recordBytes(page);
  const firstSlide = page.getByRole('img', { name: `Image 1 sur ${count}` });

  const open = async (): Promise<SlideshowVisit> => {
    await page.getByRole('button', { name: `Ouvrir l'album ${album}` }).click();
    // The album opens on its grid; the first photo opens the slideshow.
    await page.getByRole('button', { name: `Ouvrir la photo 1 sur ${count}` }).click();
    await until(() => firstSlide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the first slide');
    const atFirstSlide = bytes.total();
    await until(() => bytes.pending() === 0, 'the album requests');
    const fetched = bytes.entries().filter((entry) => entry.url.includes('/media/albums/'));
    return {
      atFirstSlide,
      all: bytes.total(),
      photos: fetched.filter((entry) => entry.url.endsWith('.screen.jpg')).length,
      thumbnails: fetched.filter((entry) => entry.url.endsWith('.thumb.jpg')).length,
    };
  };

  const first = await open();
  // Back closes the viewer, then leaves the album.
  await page.goBack();
  await page.goBack();
  await albumsHeading.waitFor();
  bytes.reset();
  const second = await open();
  await bytes.detach();
  return { first, second };
}
