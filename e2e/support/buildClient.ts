import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
  }
}

// Journeys run against the production build of the client, served by the real server.
export default async function buildClient(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'lapin-e2e-client-'));
  // Vitest runs with NODE_ENV=test, which would give React's development build: journeys must
  // drive the same bundle a family gets.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  project.provide('clientDir', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
