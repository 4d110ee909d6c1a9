import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Trip } from '../../shared/tripTypes.ts';
import { createAlbum, uploadOk } from './albumRequests.ts';
import { insertExif } from './exifPhotos.ts';
import { postJson } from './testApp.ts';

/**
 * A one-day trip in Iceland, 3 August 2026, with `count` album photos (1800×1200, taken in
 * Reykjavik that morning): a book of a few pages, for the book's tests that are not about its content.
 */
export async function smallBookTrip(app: FastifyInstance, adminToken: string, count = 3): Promise<Trip> {
  const trip = (await postJson(app, '/api/admin/trip', { token: adminToken, title: 'Islande', start: '2026-08-03', end: '2026-08-03' })).json<Trip>();
  expect((await createAlbum(app, adminToken, 'Islande')).statusCode).toBe(201);
  for (let n = 0; n < count; n += 1) {
    const jpeg = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 90, g: 140 + n * 10, b: 176 } } }).jpeg({ quality: 80 }).toBuffer();
    const photo = insertExif(jpeg, { lat: 64.146, lon: -21.942, dateTimeOriginal: `2026:08:03 ${String(9 + n).padStart(2, '0')}:00:00`, offsetTimeOriginal: '+00:00' });
    await uploadOk(app, adminToken, 'Islande', [photo]);
  }
  return trip;
}
