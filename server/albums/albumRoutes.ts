import fp from 'fastify-plugin';
import { AlbumPhotosBody, LoadTilesBody, SlideshowItems, TilesReply } from '../../shared/albumTypes.ts';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';
import { withCaptureDays } from './slideDays.ts';
import { toWireSlide } from './wireNames.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/**
 * What every granted user reads: album tiles for the gallery and an album's slideshow.
 * Spec wire names: the spec calls albums "media", so `/api/media/loadmediatiles` is the album
 * tiles and `/api/media/getalbumimages` an album's slideshow. Only these URLs keep that name.
 */
export const albumRoutes = fp(
  async (app) => {
    app.post<{ Body: LoadTilesBody }>(
      '/api/media/loadmediatiles',
      { schema: { body: LoadTilesBody, response: { 200: TilesReply, ...errors } }, preHandler: requireUser },
      async (request) => app.albums.listTiles(request.body.count),
    );

    app.post<{ Body: AlbumPhotosBody }>(
      '/api/media/getalbumimages',
      { schema: { body: AlbumPhotosBody, response: { 200: SlideshowItems, ...errors } }, preHandler: requireUser },
      async (request) => {
        const slides = await withCaptureDays(app.db, await app.albums.slideshow(request.body.album));
        return app.reactions.onSlideshow(request.body.album, slides.map(toWireSlide), request.user.id);
      },
    );
  },
  { name: 'album-routes', dependencies: ['auth', 'albums', 'reactions'] },
);
