import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
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
 * helmet's security headers on every answer. @fastify/helmet ran helmet's middleware on each
 * request, parsing the CSP directives anew every time (6 % of a feed call's CPU); the same
 * headers are computed once here and copied onto each reply.
 */
export const securityPlugin = fp(
  async (app) => {
    const headers = securityHeaders(helmetOptions);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
