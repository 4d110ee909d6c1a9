import { screenshotSuite, type StoriesModule } from './support/screenshotSuite.tsx';

// Part 4 of 4 of the screenshot suite (support/screenshotSuite.tsx says how the parts are dealt).
await screenshotSuite(import.meta.glob<StoriesModule>('./**/*.stories.tsx'), 4, 4);
