import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { product } from '../../shared/product.ts';
import { shareQuery } from '../../shared/shareQuery.ts';
import { messages } from './messages.ts';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
// Vite's hashed bundles, the photos, the service worker and the web manifest: a missing one must
// stay a 404, never become index.html (a page served as /sw.js would fail to install anyway).
const isAsset = (path: string) =>
  path.startsWith('/assets/') || path.startsWith('/media/') || path === '/sw.js' || path === '/manifest.webmanifest';

/**
 * The build's prerendered public pages (scripts/prerenderPlugin.ts): '/' is pages/index.html,
 * '/about' pages/about.html. A page path of lowercase letters and dashes only, so no path leaves
 * that folder.
 */
function prerenderedPage(clientDir: string, path: string): string | undefined {
  if (!/^\/[a-z-]*$/.test(path)) return undefined;
  const file = `pages/${path === '/' ? 'index' : path.slice(1)}.html`;
  return existsSync(join(clientDir, file)) ? file : undefined;
}

/** Serves the built client: a public page drawn by the build when there is one, and index.html
 * for every other page path so client routes load. */
export const spaPlugin = fp(
  async (app) => {
    const { clientDir } = app.config;
    const assetsDir = join(clientDir, 'assets') + sep;

    await app.register(fastifyStatic, {
      root: clientDir,
      // The client may be built after the server started (`npm start` builds when stale).
      wildcard: true,
      suppressWarning: true,
      // '/' is the sign-in page the build drew (prerenderedPage), when there is one.
      index: ['pages/index.html', 'index.html'],
      // The build writes .br and .gz beside each text file (scripts/precompressPlugin.ts): they
      // go out as they are, with Content-Encoding and Vary, to browsers that ask for them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

    // Issue 38: the phone's « Partager » POSTs the files to the share screen. The service worker
    // takes that POST; with none active yet it reaches here. The server keeps nothing: the body is
    // read and dropped, and a 303 leads to the share screen, which says in French to open the app
    // once and share again.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.post(product.routes.share, async (request, reply) => {
        // Read to its end and dropped, up to a gallery's worth: a reply before it, closing the
        // socket, reached the phone as a connection reset instead of the 303.
        await drained(request.raw, 200 * 1024 * 1024);
        if (!request.raw.complete) reply.header('connection', 'close');
        return reply.redirect(`${product.routes.share}?${shareQuery.noWorker}`, 303);
      });
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi(path) && !isAsset(path);
      if (!isPage) return reply.code(404).send({ message: isApi(path) ? messages.unknownApi : messages.notFound });
      if (!existsSync(join(clientDir, 'index.html'))) {
        return reply.code(503).type('text/plain; charset=utf-8').send(messages.clientNotBuilt);
      }
      return reply.header('cache-control', 'no-cache').sendFile(prerenderedPage(clientDir, path) ?? 'index.html');
    });
  },
  { name: 'spa', dependencies: ['errors'] },
);

/** Reads a request's body to its end, keeping nothing; stops reading past `limit` bytes. */
function drained(body: NodeJS.ReadableStream & { complete: boolean }, limit: number): Promise<void> {
  if (body.complete) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const stop = () => {
      body.removeListener('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) {
        body.pause();
        stop();
      }
    };
    body.on('data', count);
    body.once('end', stop);
    body.once('error', stop);
    body.once('close', stop);
  });
}
