import { screenshotSuite, type StoriesModule } from './support/screenshotSuite.tsx';

// Part 2 of 4 of the screenshot suite (support/screenshotSuite.tsx says how the parts are dealt).
await screenshotSuite(import.meta.glob<StoriesModule>('./**/*.stories.tsx'), 2, 4);
