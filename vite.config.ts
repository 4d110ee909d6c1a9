import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { product } from './shared/product.ts';
import { basemapDevPlugin } from './scripts/basemapDevPlugin.ts';
import { precompressPlugin } from './scripts/precompressPlugin.ts';
import { prerenderPlugin } from './scripts/prerenderPlugin.ts';
import { serviceWorkerPlugin } from './scripts/serviceWorkerPlugin.ts';

const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

// The page title derives from PRODUCT_NAME like every other product name.
function productTitle(): Plugin {
  return {
    name: 'lapin-product-title',
    transformIndexHtml: (html) => html.replace('%PRODUCT_TITLE%', product.title),
  };
}

export default defineConfig({
  plugins: [react(), productTitle(), serviceWorkerPlugin(), prerenderPlugin(), precompressPlugin(), basemapDevPlugin()],
  optimizeDeps: {
    // Crawl every screen, component and story up front: a dependency found late (an icon in a
    // lazily loaded screen) makes Vite re-bundle and reload the page in the middle of a test run.
    entries: ['index.html', 'src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    // `npm run dev` serves the client with hot reload while `npm start` runs the API.
    proxy: {
      '/api': apiTarget,
      [product.socketPath]: { target: apiTarget, ws: true },
    },
  },
});
