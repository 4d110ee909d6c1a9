// The prerendered public pages (scripts/prerenderPages.mjs) start the app once they have painted,
// not before. Their HTML is the whole page, but Chrome paints a page only once its load event
// has fired, and the app's scripts and preloads held that back: a phone over slow 4G waited for
// the whole app before it showed a page it already had (and Lighthouse counts scripts run before
// the first paint as blocking it). So the app's tags (its entry script and the preloads of its
// chunks, as Vite wrote them) wait in a <template>, and this inline script, allowed by its hash
// in the pages' CSP (server/platform/security.ts), puts them in the head after the first frame.
// The signed-in app's own shell (index.html) starts the app at once, as before.
export const appTemplateId = 'lapin-app';

export const startAfterPaintScript = `requestAnimationFrame(function(){setTimeout(function(){document.head.appendChild(document.getElementById('${appTemplateId}').content.cloneNode(true))})})`;
