import { product } from '../../shared/product.ts';

// The spec names the albums and videos pages after Lapingram and Lapintube, in the browser's
// address; inside the client they are the albums and the videos. This module is the only place
// that reads the spec's route names (eslint.config.js keeps it so):
//   routes.gram       (/app/lapingram)        → appPaths.albums
//   routes.gramViewer (/app/lapingramviewer)  → appPaths.albumViewer
//   routes.tube       (/app/lapintube)        → appPaths.videos
export const appPaths = {
  albums: product.routes.gram,
  albumViewer: product.routes.gramViewer,
  videos: product.routes.tube,
} as const;
