import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses JSON (and any other compressible answer) above 1 KB for clients that ask, brotli
 * first at the plugin's fast level 4. The built client is compressed once at build time instead,
 * and already carries its Content-Encoding, which this leaves alone; photos and zips are not
 * compressible and go out as they are.
 */
export const compressionPlugin = fp(
  async (app) => {
    // No call sends a compressed body, and request decompression would add a hook to every
    // request; a route may still opt in with its own `decompress` option.
    app.addHook('onRoute', (route) => {
      route.decompress ??= false;
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
