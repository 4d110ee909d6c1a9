import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';

// Every story gets a screenshot baseline, committed under __screenshots__ and compared on each
// run (tolerance in vitest.config.ts). `npm run test:update-screenshots` rewrites them.
type StoriesModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  run(context: { canvasElement: HTMLElement }): Promise<void>;
}

const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

// One canvas for every story: each run first unmounts the previous story from it (portals
// included), which wiping the page behind React's back would break.
const canvasElement = document.createElement('div');
canvasElement.style.padding = '16px';
document.body.appendChild(canvasElement);

for (const [path, module] of Object.entries(modules)) {
  const file = path.replace(/^\.\//, '').replace(/\.stories\.tsx$/, '').replaceAll('/', '-');
  describe(file, () => {
    for (const [name, Story] of Object.entries(composeStories(module) as Record<string, RunnableStory>)) {
      it(`${name} matches its baseline`, async () => {
        await Story.run({ canvasElement });
        // Let fonts and transitions settle so the picture is stable.
        await document.fonts.ready;
        await new Promise((resolve) => setTimeout(resolve, 50));
        await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${file}-${name}`);
      });
    }
  });
}
