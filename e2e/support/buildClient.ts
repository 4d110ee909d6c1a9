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

/** The production build of the client in a fresh temporary folder, whose path it returns. */
export async function buildProductionClient(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'lapin-e2e-client-'));
  // Vitest runs with NODE_ENV=test, which would give React's development build: journeys and
  // benchmarks must drive the same bundle a family gets.
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (callerEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerEnv;
  }
  return outDir;
}

// Journeys run against the production build of the client, served by the real server.
export default async function buildClient(project: TestProject) {
  const outDir = await buildProductionClient();
  project.provide('clientDir', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
