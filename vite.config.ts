import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    // `npm run dev` serves the client with hot reload while `npm start` runs the API.
    proxy: {
      '/api': apiTarget,
      '/lapinchat': { target: apiTarget, ws: true },
    },
  },
});
