import type { BrowserCommand } from 'vitest/node';

/**
 * The page Vitest draws each story's frame in. A frame larger than this page is scaled down to fit
 * it, so a story taller than 1500 px was shot shrunk (a phone story narrower than 390 px): the
 * screenshot suite makes the page as tall as such a story for its shot (`setTesterPageHeight`).
 */
export const testerPage = { width: 1280, height: 1500 } as const;

/** Runs beside the browser: sets the tester page's height, never below its usual one. */
export const setTesterPageHeight: BrowserCommand<[height: number]> = async ({ page }, height) => {
  await page.setViewportSize({ width: testerPage.width, height: Math.max(testerPage.height, Math.ceil(height)) });
};
