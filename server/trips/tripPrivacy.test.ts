import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Trip, TripLandReply } from '../../shared/tripTypes.ts';
import { buildApp } from '../app.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { sendRawForm, text } from '../testing/articleRequests.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { logLines } from '../testing/logLines.ts';
import { adminToken, createTestStorage, postJson, type TestStorage } from '../testing/testApp.ts';

// Positions reach granted members through the API only: never a log line, refusals included.

let storage: TestStorage;
let app: FastifyInstance;
const log = logLines();

beforeAll(async () => {
  storage = await createTestStorage('lapin-trip-log-');
  app = await buildApp(storage.config({ logger: true, logLevel: 'debug' }), { logStream: log.stream });
});
afterAll(async () => {
  await app.close();
  await storage.remove();
});

it('writes no position in any log line, whatever the trip calls are asked', async () => {
  const admin = await adminToken(app);
  const trip = (await postJson(app, '/api/admin/trip', { token: admin, title: 'Alpes', start: '2026-08-01', end: '2026-08-10' })).json<Trip>();
  await createAlbum(app, admin, 'Alpes');
  await uploadOk(app, admin, 'Alpes', [await jpegWithExif({ ...testPlaces.chamonix, dateTimeOriginal: '2026:08:04 10:00:00', offsetTimeOriginal: '+02:00' })]);
  const structure = JSON.stringify({ title: 'Au col', bandeau: 'Beau temps', structure: [text(1, 'Bonjour')] });
  expect((await sendRawForm(app, '/api/article/publish', [['token', admin], ['structure', structure], ['place', JSON.stringify(testPlaces.reykjavik)]])).statusCode).toBe(200);
  expect((await sendRawForm(app, '/api/article/publish', [['token', admin], ['structure', structure], ['place', '{"lat": 64.1466, "lon": oops']])).statusCode).toBe(400);
  expect((await postJson(app, '/api/admin/homezones', { token: admin, zones: [{ lat: 45.8992, lon: 6.1294 }] })).statusCode).toBe(200);
  expect((await postJson(app, '/api/admin/homezones', { token: admin, zones: [{ lat: 45.8992, lon: 6.1294, radiusKm: 500 }] })).statusCode).toBe(400);
  expect((await postJson(app, '/api/trip/map', { token: admin, id: trip.id })).json<{ steps: unknown[] }>().steps).toHaveLength(1);
  expect((await postJson(app, '/api/trip/get', { token: admin, id: trip.id })).statusCode).toBe(200);
  // The land round the trip, in the trip's frame: a first map, through the API only.
  const land = (await postJson(app, '/api/trip/land', { token: admin, id: trip.id })).json<TripLandReply>();
  expect(land.frame).not.toBeNull();
  expect(land.countries.length).toBeGreaterThan(0);
  expect(log.lines.length).toBeGreaterThan(5);
  for (const degrees of ['45.9237', '6.8694', '64.1466', '21.9426', '45.8992', '6.1294', '45.92', '64.14']) {
    expect(log.lines.filter((line) => line.includes(degrees))).toEqual([]);
  }
});
