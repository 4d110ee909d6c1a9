import { resolve } from 'node:path';
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

const entry = resolve('src/main.tsx');

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Every module the entry imports statically, however deep: the page runs them all before it
 * paints, so they travel together. Left to itself the bundler cuts the pieces the lazy screens
 * share with the sign-in page (Button, Menu, Modal, InputBase…) into chunks of their own, each
 * with its own headers and its own compression dictionary on the wire.
 */
function firstLoadChunk() {
  let firstLoad: Set<string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (!firstLoad) {
      firstLoad = new Set();
      const queue = [entry];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) {
          if (!firstLoad.has(imported)) {
            firstLoad.add(imported);
            queue.push(imported);
          }
        }
      }
    }
    return firstLoad.has(id) ? 'first-load' : null;
  };
}

const tripNews = /src[/\\](stores[/\\]TripStore|screens[/\\]voyageLinks|components[/\\]relativeTime)\./;
const tripScreens = /src[/\\](screens[/\\]useTripScreen|components[/\\]tripFormat|map[/\\]stepGroups|texts[/\\]mapTexts)\./;

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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: firstLoadChunk() },
            // Alone, each icon the lazy screens share is a chunk of 150–300 bytes that brotli
            // cannot shrink (it would travel uncompressed): together they are 8.7 KB, 2.9 KB brotli.
            { name: 'icons', test: /@mui[/\\]icons-material/ },
            // Issue 39: at the tap on « Voyage », the page's six connections to the server (HTTP/1.1
            // without a proxy) were taken by five chunks of the screen's code, and trip/map waited
            // 330 ms for one to be free on a phone. What the feed's « Dernières nouvelles » loads
            // comes in one chunk, and what Voyage and a day share in another.
            { name: 'trip-news', test: tripNews },
            { name: 'trip', test: tripScreens },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` serves the client with hot reload while `npm start` runs the API.
    proxy: {
      '/api': apiTarget,
      [product.socketPath]: { target: apiTarget, ws: true },
    },
  },
});
