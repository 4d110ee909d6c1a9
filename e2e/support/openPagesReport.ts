import type { Browser, Page } from 'playwright-core';

/**
 * What each open page showed when a journey failed: a CI run keeps only its log, and « waiting
 * for getByLabel('Titre') » alone does not say whether the page was on the wrong screen, still
 * loading, or showing an error. e2e/support/reportFailures.ts prints it for every failed test.
 */
const browsers = new Set<Browser>();
const events = new WeakMap<Page, string[]>();
const KEPT_EVENTS = 20;
const SHOWN_TEXT = 800;

function watchPage(page: Page, started: number) {
  const log: string[] = [];
  events.set(page, log);
  const note = (line: string) => {
    log.push(`+${Math.round(performance.now() - started)} ms ${line}`);
    if (log.length > KEPT_EVENTS) log.shift();
  };
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`navigated to ${frame.url()}`));
  page.on('crash', () => note('crashed'));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && note(`console ${message.type()}: ${message.text().slice(0, 300)}`));
  page.on('requestfailed', (request) => note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
}

/** Follows every page of `browser`'s contexts from now on. */
export function watchBrowser(browser: Browser) {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const started = performance.now();
    context.on('page', (page) => watchPage(page, started));
    return context;
  };
}

async function describePage(page: Page): Promise<string> {
  // A page stuck in a long task answers late or never: its text is worth two seconds, no more.
  const text = await Promise.race([
    page.evaluate(() => document.body?.innerText ?? '').catch((error: unknown) => `(text unreadable: ${(error as Error).message})`),
    new Promise<string>((resolve) => setTimeout(() => resolve('(the page does not answer)'), 2_000).unref()),
  ]);
  const log = events.get(page) ?? [];
  return [`— ${page.url()}`, `  shown: ${text.replace(/\s+/g, ' ').slice(0, SHOWN_TEXT)}`, ...log.map((line) => `  ${line}`)].join('\n');
}

/** Every open page of every watched browser, or '' when none is open. */
export async function openPagesReport(): Promise<string> {
  const pages = [...browsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages())).filter((page) => !page.isClosed());
  const described = await Promise.all(pages.map(describePage));
  return described.length === 0 ? '' : `Open pages when the test failed:\n${described.join('\n')}`;
}
