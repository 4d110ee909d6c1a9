import { join } from 'node:path';
import { buildServer, serverIsStale, type serverEntries } from '../../scripts/serverBuild.mjs';
import { projectRoot } from '../platform/projectRoot.ts';

/**
 * The server's programs as `npm start` runs them (scripts/serverBuild.mjs), built from the current
 * sources for the tests' and benches' child processes. Inside node_modules, so the bundles find
 * their packages. A server started through tsx spent 2.7–3.0 s of CPU before it listened, the
 * bundle 1.75 s, and the suites start dozens of them.
 */
export const testServerBuildDir = join(projectRoot, 'node_modules', '.cache', 'lapin-test-server');

let checked: Promise<void> | null = null;

/** Builds the bundles when a source is newer than them: once a process (the suites' global setup
 * first, so their workers find it done). */
export function buildTestServer(): Promise<void> {
  checked ??= (async () => {
    if (await serverIsStale(testServerBuildDir)) await buildServer(testServerBuildDir);
  })();
  return checked;
}

/** Node's arguments that run one of the built programs, built first if need be. */
export async function builtProgram(name: keyof typeof serverEntries): Promise<string[]> {
  await buildTestServer();
  return ['--enable-source-maps', join(testServerBuildDir, `${name}.js`)];
}
