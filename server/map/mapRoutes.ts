import { stat } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { accountMessages } from '../accounts/accountMessages.ts';
import { readSessionCookie } from '../accounts/sessionCookie.ts';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { sendByteRange } from '../videos/byteRange.ts';
import { REGION_TILES_PATH } from '../../shared/mapTypes.ts';
import { BasemapBusyError, createBasemapTiles } from './basemapTiles.ts';
import { mapMessages } from './mapMessages.ts';

// Strings: a tile address that is not one is a 404, as any other unknown address.
const TileParams = Type.Object({ z: Type.String(), x: Type.String(), tile: Type.String() });
const tileNumber = /^(0|[1-9]\d{0,6})$/;
// The basemap changes only with a package upgrade: a day in the browser's cache is safe.
const basemapCache = 'private, max-age=86400';
// The family may replace the region file: an hour, and an ETag from its size and date.
const regionCache = 'private, max-age=3600';

/**
 * The map's bytes, for a granted family member with the session cookie (Path=/media, as the
 * photos: a map library fetches tiles with no token in a body). Nothing here names a place of
 * the family's: these are the world's towns and coasts, kept private all the same, as every
 * answer of the server.
 *
 * - `/media/map/tiles/{z}/{x}/{y}.pbf`: the built-in world basemap (basemapTiles.ts), cut in a
 *   worker thread, gzipped once and kept; vector tiles are not in the compression plugin's list of compressible types.
 * - `/media/map/region.pmtiles`: the MAP_TILES file by byte ranges, as the pmtiles library reads it.
 */
export const mapRoutes = fp(
  async (app) => {
    const basemap = createBasemapTiles();
    const regionPath = app.config.mapTiles;
    app.addHook('onClose', () => basemap.close());

    async function admit(request: FastifyRequest): Promise<void> {
      const token = readSessionCookie(request.headers.cookie);
      const user = token === undefined ? null : await app.authenticator.authenticate(token);
      if (token === undefined || !user) throw new HttpError(401, accountMessages.sessionInvalid);
    }

    app.get<{ Params: Static<typeof TileParams> }>('/media/map/tiles/:z/:x/:tile', { schema: { params: TileParams } }, async (request, reply) => {
      await admit(request);
      const { z, x, tile } = request.params;
      const y = /^(.+)\.pbf$/.exec(tile)?.[1] ?? '';
      if (![z, x, y].every((part) => tileNumber.test(part))) throw new HttpError(404, messages.notFound);
      const bytes = await basemap.tile(Number(z), Number(x), Number(y)).catch((error: unknown) => {
        if (error instanceof BasemapBusyError) throw new HttpError(503, mapMessages.basemapBusy, { 'Retry-After': '5' });
        throw error;
      });
      if (bytes === null) throw new HttpError(404, messages.notFound);
      reply.header('cache-control', basemapCache).header('vary', 'accept-encoding').type('application/vnd.mapbox-vector-tile');
      if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(gunzipSync(bytes));
      return reply.header('content-encoding', 'gzip').send(bytes);
    });

    app.get(REGION_TILES_PATH, async (request, reply) => {
      await admit(request);
      if (regionPath === null) throw new HttpError(404, messages.notFound);
      const info = await stat(regionPath).catch(() => undefined);
      if (info === undefined || !info.isFile()) throw new HttpError(404, messages.notFound);
      return sendByteRange(reply, request.headers.range, regionPath, info.size, {
        'cache-control': regionCache,
        etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
        'content-type': 'application/vnd.pmtiles',
      });
    });
  },
  { name: 'map-routes', dependencies: ['auth'] },
);
