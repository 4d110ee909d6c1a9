import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { serverTestsOnDatabase } from './server/testing/serverTestsOnDatabase.ts';
import { setTesterPageHeight, testerPage } from './stories/support/testerPage.ts';
import { chromiumArgs as quietChromiumArgs, chromiumPath } from './e2e/support/browser.ts';

interface ScreenshotPathParts {
  root: string;
  testFileDirectory: string;
  screenshotDirectory: string;
  arg: string;
  browserName: string;
  platform: string;
  ext: string;
}

export { chromiumPath };

// The flags that keep Chromium quiet (e2e/support/browser.ts), and the same font hinting on every
// machine for the screenshots.
export const chromiumArgs = [...quietChromiumArgs, '--font-render-hinting=none'];

const browser = (viewport = { width: 1024, height: 768 }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The tester page is larger than any story viewport, so Vitest never scales the story's
    // iframe down: screenshots are taken at the story's real size.
    contextOptions: { viewport: { ...testerPage } },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport,
  expect: {
    toMatchScreenshot: {
      // Per pixel, a small colour distance absorbs anti-aliasing; per picture, only a handful of
      // pixels may differ, so a changed colour, variant or word fails (each is hundreds of pixels).
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 12 },
      // The suite runs in parts (stories/screenshots.N.browser.test.tsx); their baselines share one folder.
      resolveScreenshotPath: ({ root, testFileDirectory, screenshotDirectory, arg, browserName, platform, ext }: ScreenshotPathParts) =>
        `${root}/${testFileDirectory}/${screenshotDirectory}/screenshots.browser.test.tsx/${arg}-${browserName}-${platform}${ext}`,
    },
  },
});

/** Every story played, pictured and checked by axe-core (stories/support/screenshotSuite.tsx). */
const screenshotsProject = (name: string, parts: number[]) => ({
  extends: true as const,
  test: {
    name,
    include: parts.map((part) => `stories/screenshots.${part}.browser.test.tsx`),
    setupFiles: ['.storybook/vitest.setup.ts'],
    // Each story sets its own viewport (phone or desktop) before it runs.
    browser: { ...browser(), commands: { setTesterPageHeight } },
  },
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'deploy/**/*.test.ts'],
            // The schema migrated once (each test app starts on a copy of it), and the server's
            // bundles for its child processes.
            globalSetup: ['server/testing/sqliteGlobalSetup.ts', 'server/testing/serverBuildGlobalSetup.ts'],
            testTimeout: 20_000,
            // Every file builds its own app, database and data folder, and mocks no module: the
            // modules a worker loaded serve its next file too (importing the server again for
            // each of ~180 files cost 150 s of CI).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // The same server suite on PostgreSQL: one embedded server, a database per test app.
            name: 'server-pg',
            environment: 'node',
            // Only the files that open a database: the others would run the same code twice.
            include: serverTestsOnDatabase(),
            exclude: [
              // Archives of the SQLite file and its restore; on PostgreSQL `npm run backup` refuses.
              'server/backup/backup.test.ts',
              // The real server process over its SQLite file: kill -9 durability read from
              // lapin.sqlite, the WAL checkpoint at SIGTERM, and slow clients (no database at all).
              'server/platform/process/lifecycle.test.ts',
              // A transcode killed with kill -9: on PostgreSQL its lease runs out after minutes, not
              // at the next start; videoLeases.test.ts takes up an expired lease on both databases.
              'server/videos/videoCrash.test.ts',
              // The feed page's bytes, which come from the same rows on either database.
              'server/articles/feedPayload.test.ts',
            ],
            globalSetup: ['server/testing/postgresGlobalSetup.ts', 'server/testing/serverBuildGlobalSetup.ts'],
            testTimeout: 20_000,
            isolate: false,
            hookTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: { name: 'storybook', browser: browser() },
        },
        // A browser project runs its files one after the other in its one Chromium: the four parts
        // of the stories are two projects, so both cores are busy (about 3.5 min a part).
        screenshotsProject('screenshots-a', [1, 4]),
        screenshotsProject('screenshots-b', [2, 3]),
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.e2e.ts'],
            globalSetup: ['e2e/support/buildClient.ts'],
            setupFiles: ['e2e/support/reportFailures.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // A lazy chunk or a live event on a busy machine takes seconds, not vitest's one.
            expect: { poll: { timeout: 10_000 } },
            // Two journeys at once: each spends most of its time waiting on its browser or server,
            // and every journey has its own server, data folder and port.
            maxWorkers: 2,
            // Each journey closes its own server and browser; its worker keeps the modules for the
            // next one (importing the server again for each of 40 files cost 90 s of CPU).
            isolate: false,
          },
        },
      ],
    },
  }),
);
