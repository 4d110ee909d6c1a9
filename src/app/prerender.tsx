import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createHttpClient } from '../api/httpClient.ts';
import type { PushDevice } from '../api/pushDevice.ts';
import { RootStore } from '../stores/RootStore.ts';
import type { NetworkWatch } from '../stores/uploadRetries.ts';
import { signedInRedirectScript } from '../../shared/signedInRedirect.ts';
import { commonTexts } from '../texts/commonTexts.ts';
import { AppFrame } from './App.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { createApi } from './createApi.ts';
import { routeTable } from './routeTable.ts';
import { sectionOf } from './routeSections.ts';

// Run by the build in Node (scripts/prerenderPlugin.ts), never shipped: the public pages drawn
// as the browser's first render will draw them, so the page shows before any script has run and
// main.tsx hydrates it.

/** The public pages without a parameter: the sign-in page, registration, about, a forgotten password. */
export const prerenderedPaths = routeTable.filter((entry) => entry.shell === 'public' && entry.pattern === entry.path).map((entry) => entry.path);

/** Drawn as most browsers draw the registration page, which offers notifications where the
 * browser can take them (RegisterScreen reads the same assumption while it hydrates). */
const buildDevice: PushDevice = {
  support: () => 'supported',
  permission: () => 'default',
  current: () => Promise.resolve(null),
  subscribe: () => Promise.reject(new Error('prerender')),
  unsubscribe: () => Promise.resolve(null),
};

const buildNetwork: NetworkWatch = { isOnline: () => true, onOnline: () => () => undefined };

export interface PrerenderedPage {
  title: string;
  /** The markup inside #root. */
  body: string;
  /** Emotion's style elements for that markup, in order, for the head. */
  styles: string;
  /** What else the head needs first: on the sign-in page, the signed-in relative's way on. */
  head: string;
}

const emotionStyle = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  // A fresh store as the browser's starts, nothing restored yet: no storage, online, no worker.
  const store = new RootStore(createApi(createHttpClient(), buildDevice), { storage: null }, { network: buildNetwork });
  // Emotion's own server rendering: each style element in front of what it styles, and styles
  // a page repeats written once. They move to the head, where the browser's Emotion adopts them.
  const cache = createCache({ key: 'css' });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppFrame store={store}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </CacheProvider>
    </StrictMode>,
    // React writes a large boundary (the lazy screen) after the page, swapped in by an inline
    // script the CSP refuses: this page is written whole, as it is.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (html.includes('<script')) throw new Error(`the prerender of ${path} needs a script to finish`);
  const styles = html.match(emotionStyle) ?? [];
  const head = path === '/' ? `<script>${signedInRedirectScript}</script>` : '';
  return { title: commonTexts.documentTitle(sectionOf(path)), body: html.replace(emotionStyle, ''), styles: styles.join(''), head };
}
