// The build's prerender (scripts/prerenderPlugin.ts), in a process of its own: React must load
// once, in its production build, whatever the building process (Vitest, say) loaded already.
// Usage: node scripts/prerenderPages.mjs <outDir>
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node scripts/prerenderPages.mjs <outDir>');

/** '/' is pages/index.html, '/about' pages/about.html (server/platform/spa.ts reads the same). */
const fileOf = (path) => join(outDir, 'pages', `${path === '/' ? 'index' : path.slice(1)}.html`);

/**
 * The faces a public page's first paint draws with (src/theme/fonts.css): Roboto's latin subset
 * for its text (400), its buttons (500) and its heading (700), and Roboto Mono's for a page that
 * names it (the code field of a forgotten password). e2e/fonts.e2e.ts checks that each
 * page fetches these faces and no other.
 */
const textFaces = /^roboto-latin-(?:400|500|700)-normal-[\w-]+\.woff2$/;
const codeFace = /^roboto-mono-latin-400-normal-[\w-]+\.woff2$/;

function fontPreloads(fonts, page) {
  const faces = fonts.filter((file) => textFaces.test(file) || (codeFace.test(file) && `${page.styles}${page.body}`.includes('Roboto Mono')));
  return faces.map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`).join('');
}

/**
 * The build's stylesheet (the @font-face rules of src/theme/fonts.css) written into the head
 * instead of linked: a public page waits for no stylesheet before its first paint, and fetches
 * the faces it preloads (fontPreloads) while the page is read.
 */
async function inlineStylesheets(template) {
  const links = template.match(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g) ?? [];
  let html = template;
  for (const link of links) {
    const href = link.match(/href="([^"]+)"/)[1];
    const css = await readFile(join(outDir, href), 'utf8');
    html = html.replace(link, () => `<style>${css.trim()}</style>`);
  }
  return html;
}

/**
 * The built index.html with a page drawn in #root, its styles in the head and its own title. The
 * app's tags (its entry script and the preloads of its chunks) move to a template that
 * shared/startAfterPaint.ts puts back once the page has painted.
 */
function pageHtml(template, page, start, fonts) {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  const appTags = template.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
  if (!appTags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no entry script');
  let html = template;
  for (const tag of appTags) html = html.replace(tag, '');
  return html
    .replace(/\n\s*\n/g, '\n')
    .replace(/<title>[^<]*<\/title>/, () => `${fontPreloads(fonts, page)}<title>${page.title}</title>`)
    .replace('</head>', () => `${page.head}${page.styles}</head>`)
    .replace(root, () => `<div id="root">${page.body}</div>`)
    .replace('</body>', () => `<template id="${start.appTemplateId}">${appTags.join('')}</template><script>${start.startAfterPaintScript}</script></body>`);
}

const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  plugins: [react()],
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { prerenderPage, prerenderedPaths } = await vite.ssrLoadModule('/src/app/prerender.tsx');
  const start = await vite.ssrLoadModule('/shared/startAfterPaint.ts');
  const template = await inlineStylesheets(await readFile(join(outDir, 'index.html'), 'utf8'));
  const fonts = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.woff2')).sort();
  if (fonts.filter((file) => textFaces.test(file)).length !== 3) throw new Error(`Roboto's latin 400, 500 and 700 are missing from ${outDir}/assets`);
  await mkdir(join(outDir, 'pages'), { recursive: true });
  for (const path of prerenderedPaths) await writeFile(fileOf(path), pageHtml(template, await prerenderPage(path), start, fonts));
} finally {
  await vite.close();
}
// The stores each page was drawn with leave timers behind (a time-out of theirs, say) that would
// hold this process for seconds: the pages are written, so it ends here.
process.exit(0);
