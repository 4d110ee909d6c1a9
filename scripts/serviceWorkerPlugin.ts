import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin, PluginOption } from 'vite';
import { webManifest } from '../src/app/webManifest.ts';

export const manifestFile = 'manifest.webmanifest';

/** /manifest.webmanifest from src/app/webManifest.ts: written into the build, served by
 * `npm run dev` too. index.html links it. */
const manifestPluginName = 'lapin-web-manifest';

/** Whether a Vite plugin is one of those below (Storybook leaves them out). */
export function isServiceWorkerPlugin(plugin: unknown): boolean {
  if (typeof plugin !== 'object' || plugin === null || !('name' in plugin) || typeof plugin.name !== 'string') return false;
  return plugin.name === manifestPluginName || plugin.name.startsWith('vite-plugin-pwa');
}

function webManifestPlugin(): Plugin {
  const json = JSON.stringify(webManifest, null, 2);
  return {
    name: manifestPluginName,
    configureServer(server) {
      server.middlewares.use(`/${manifestFile}`, (_request, response) => {
        response.setHeader('content-type', 'application/manifest+json');
        response.end(json);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: manifestFile, source: json });
    },
  };
}

/**
 * The service worker (src/sw.ts, built to /sw.js with the list of files to precache injected), at
 * build time only: `npm run dev` and Storybook run without a worker, so hot reload never meets a
 * cached copy. The client registers the worker itself (src/serviceWorker/registerServiceWorker.ts)
 * once the page has loaded.
 */
export function serviceWorkerPlugin(): PluginOption {
  return [
    webManifestPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell: the page, every script and style (the screens are lazy chunks), the icons,
        // the fonts (src/theme/fonts.css), so a page opened offline looks as it does online; .mjs
        // is the map's worker (src/map/tripMapEngine.ts), without which no tile is drawn.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2}'],
        // The prerendered public pages are for a first visit; the worker opens every page from index.html.
        globIgnores: ['**/*.br', '**/*.gz', 'pages/**'],
      },
      devOptions: { enabled: false },
    }),
  ];
}
