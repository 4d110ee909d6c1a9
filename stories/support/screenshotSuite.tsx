import { beforeAll, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';
import { checkStoryAccessibility } from '../../.storybook/axeCheck.ts';
import { storyViewports } from '../../.storybook/viewports.ts';

// Every story runs here once, as `npm test` checks it: its play asserts what it shows, its picture
// is compared with its baseline, committed under __screenshots__ (tolerance in vitest.config.ts),
// then axe-core checks it, as the preview's afterEach does in Storybook. The picture comes first:
// axe takes seconds on a busy machine, and a story that moves on by itself (a slideshow waiting
// for a video) would be shot in another state than its baseline's.
// `npm run test:update-screenshots` rewrites the baselines.
export type StoriesModule = Parameters<typeof composeStories>[0];

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** stories/support/testerPage.ts */
    setTesterPageHeight: (height: number) => Promise<void>;
  }
}
interface RunnableStory {
  run(context: { canvasElement: HTMLElement }): Promise<void>;
  play?: unknown;
  parameters: { layout?: string } & Record<string, unknown>;
  globals?: { viewport?: { value?: string } };
}

// A desktop story is shot at the size of its own box; this height only has to hold the tallest one.
const desktop = { width: 1024, height: 1400 };

/** How long a story may take to paint the same picture twice: Vitest's 5 s default was missed by a
 * story waiting for a video poster on a machine at load 20 ("could not capture a stable screenshot"). */
const stableWithin = 20_000;
const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

function viewportOf(story: RunnableStory) {
  const name = story.globals?.viewport?.value;
  if (name === 'phone') return { width: 390, height: 844 };
  if (name && name in storyViewports) {
    const { styles } = storyViewports[name as keyof typeof storyViewports];
    return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
  }
  return desktop;
}

/**
 * Every face of src/theme/fonts.css, loaded before the first story: a face is fetched only once
 * some text needs it, and `document.fonts.ready` does not wait for a fetch not yet started, so a
 * story shot early could be drawn in the machine's font. A face that cannot load fails the suite
 * here instead of a baseline drawn in another font.
 */
async function loadShippedFonts(): Promise<void> {
  const faces = [...document.fonts];
  expect(faces.length, 'src/theme/fonts.css declares the shipped faces').toBeGreaterThanOrEqual(12);
  await Promise.all(faces.map((face) => face.load()));
  expect(faces.filter((face) => face.status !== 'loaded').map((face) => `${face.family} ${face.weight}`)).toEqual([]);
}

// One canvas for every story: each run first unmounts the previous story from it (portals
// included), which wiping the page behind React's back would break.
const canvasElement = document.createElement('div');
document.body.appendChild(canvasElement);

// Storybook's own layouts, so a play measures the same geometry here as in the storybook project.
function applyLayout(layout = 'padded') {
  canvasElement.style.padding = layout === 'fullscreen' ? '0' : '16px';
}

/**
 * Declares the screenshot tests of one part of the stories: the story files, sorted by path, are
 * dealt round-robin into `parts` test files, so the browser runs the parts side by side (one file
 * ran every story one after the other, the longest file of the suite). Every part writes its
 * baselines to the one folder `__screenshots__/screenshots.browser.test.tsx` (vitest.config.ts).
 */
export async function screenshotSuite(loaders: Record<string, () => Promise<StoriesModule>>, part: number, parts: number): Promise<void> {
  const paths = Object.keys(loaders).sort().filter((_, index) => index % parts === part - 1);
  const modules = await Promise.all(paths.map(async (path) => [path, await loaders[path]!()] as const));
  beforeAll(loadShippedFonts);
  for (const [path, module] of modules) {
    defineStoryScreenshots(path, module);
  }
}

function defineStoryScreenshots(path: string, module: StoriesModule): void {
  const file = path.replace(/^\.\.?\//, '').replace(/^stories\//, '').replace(/\.stories\.tsx$/, '').replaceAll('/', '-');
  describe(file, () => {
    for (const [name, Story] of Object.entries(composeStories(module) as Record<string, RunnableStory>)) {
      it(`${name} passes its play and axe-core, and matches its baseline`, async () => {
        // A story that shows something also says what: its play asserts it.
        expect(Story.play, `${file}/${name} has no play function`).toBeTypeOf('function');
        const { width, height } = viewportOf(Story);
        await page.viewport(width, height);
        applyLayout(Story.parameters.layout);
        await Story.run({ canvasElement });
        // Only stable content goes into a baseline: Chromium's own validation bubble and the
        // focus left by a play depend on what ran before.
        (document.activeElement as HTMLElement | null)?.blur();
        // A switch disabled while it saves loses the focus without a blur event (Debian's Chromium 150),
        // and MUI goes on drawing the focus ring it had: that ring goes with the focus.
        for (const ring of canvasElement.querySelectorAll('.Mui-focusVisible')) {
          (ring.querySelector('input') ?? ring).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
        }
        await document.fonts.ready;
        // Pictures decode after the play's last assertion: shoot them decoded, not half-drawn. A
        // baseline shows the whole story, so photos a phone would load on scroll load now.
        const pictures = [...canvasElement.querySelectorAll('img')];
        for (const picture of pictures) picture.loading = 'eager';
        await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
        await nextFrames();
        // Dialogs and drawers live in a full-viewport portal outside the canvas: then it is shot.
        const portal = document.querySelector<HTMLElement>('body > .MuiModal-root');
        // Chromium paints what lies below the viewport white: a story taller than its screen
        // (a long list of cards) gets a viewport as tall as itself, once its play has measured,
        // and the tester page grows with it, or Vitest would shrink the frame to fit (testerPage.ts).
        const storyHeight = Math.ceil(canvasElement.getBoundingClientRect().height);
        const tall = !portal && storyHeight > height;
        if (tall) {
          await commands.setTesterPageHeight(storyHeight);
          await page.viewport(width, storyHeight);
          await nextFrames();
        }
        try {
          await expect.element(page.elementLocator(portal ?? canvasElement)).toMatchScreenshot(`${file}-${name}`, { timeout: stableWithin });
        } finally {
          if (tall) await commands.setTesterPageHeight(0);
        }
        await checkStoryAccessibility(Story.parameters);
      }, 3 * stableWithin);
    }
  });
}
