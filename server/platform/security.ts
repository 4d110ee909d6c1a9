import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { signedInRedirectScript } from '../../shared/signedInRedirect.ts';
import { startAfterPaintScript } from '../../shared/startAfterPaint.ts';

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The public pages' inline scripts (shared/signedInRedirect.ts, shared/startAfterPaint.ts), by their hashes.
      scriptSrc: ["'self'", scriptHash(signedInRedirectScript), scriptHash(startAfterPaintScript)],
      // Thumbnails and slideshow images arrive as base64 data URLs; previews use blob URLs.
      imgSrc: ["'self'", 'data:', 'blob:'],
      // The chat's socket.io connection.
      connectSrc: ["'self'", 'ws:', 'wss:'],
      // MUI's emotion injects <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // A family may serve the app over plain HTTP on its own network.
      upgradeInsecureRequests: null,
    },
  },
};

/** The headers helmet sets, worked out once: they depend on nothing in the request. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * An API answer or a built asset is never a page: the headers that only steer a document
 * (framing, script sources, cross-origin isolation, legacy IE and DNS switches) do nothing on JSON
 * or on a script, so they carry the ones that still count, including a CSP that runs nothing
 * should one be opened as a page (an SVG, say). Half the header lines on the busiest calls (the
 * feed is polled by every open tab), and 800 bytes less on each of the ten scripts a phone
 * fetches for the sign-in page.
 */
function subresourceHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security'];
  const headers: Record<string, string> = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  for (const name of kept) if (documentHeaders[name] !== undefined) headers[name] = documentHeaders[name];
  return headers;
}

/**
 * A worker runs under the CSP of its own script, not the page's. The map's worker (MapLibre's,
 * the only `.mjs` the build emits, src/map/tripMapEngine.ts) fetches the basemap's tiles from
 * Lapin: its script may connect to its own origin, and to nothing else; it still runs nothing.
 */
function workerHeaders(notPage: Record<string, string>): Record<string, string> {
  return { ...notPage, 'content-security-policy': "default-src 'none'; connect-src 'self'; frame-ancestors 'none'" };
}

const isWorkerScript = (url: string) => url.startsWith('/assets/') && (url.split('?', 1)[0] ?? '').endsWith('.mjs');

/**
 * helmet's security headers on every answer. @fastify/helmet ran helmet's middleware on each
 * request, parsing the CSP directives anew every time (6 % of a feed call's CPU); the same
 * headers are computed once here and copied onto each reply.
 */
export const securityPlugin = fp(
  async (app) => {
    const documentHeaders = securityHeaders(helmetOptions);
    const notPageHeaders = Object.freeze(subresourceHeaders(documentHeaders));
    const workerScriptHeaders = Object.freeze(workerHeaders(notPageHeaders));
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      if (isWorkerScript(url)) reply.headers(workerScriptHeaders);
      else reply.headers(url.startsWith('/api/') || url.startsWith('/assets/') ? notPageHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
