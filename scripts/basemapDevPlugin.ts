import type { Plugin } from 'vite';
import { createBasemapTiles, type BasemapTiles } from '../server/map/basemapTiles.ts';

const tilePath = /^\/media\/map\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.pbf$/;

/**
 * The built-in basemap's tiles on Vite's own server, so Storybook and the story screenshots draw
 * the real world map with no Lapin server behind them. Development only: the server's route
 * (server/map/mapRoutes.ts) is the one that asks for a session.
 */
export function basemapDevPlugin(): Plugin {
  let tiles: BasemapTiles | undefined;
  return {
    name: 'lapin-basemap-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = tilePath.exec(request.url?.split('?')[0] ?? '');
        if (!match) return next();
        tiles ??= createBasemapTiles();
        tiles.tile(Number(match[1]), Number(match[2]), Number(match[3])).then(
          (bytes) => {
            if (bytes === null) {
              response.statusCode = 404;
              response.end();
              return;
            }
            response.setHeader('content-type', 'application/vnd.mapbox-vector-tile');
            response.setHeader('content-encoding', 'gzip');
            response.end(bytes);
          },
          () => {
            response.statusCode = 503;
            response.end();
          },
        );
      });
    },
  };
}
