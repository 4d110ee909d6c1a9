import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/** Plays the page's `<video>` (muted, as a page may autoplay), waits for its `currentTime` to
 * advance, then seeks to `seconds` and answers where the player landed. */
export async function playThenSeek(video: Locator, seconds: number): Promise<number> {
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  return video.evaluate(
    (element: HTMLVideoElement, to: number) =>
      new Promise<number>((resolve) => {
        element.pause();
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = to;
      }),
    seconds,
  );
}
