import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
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
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
