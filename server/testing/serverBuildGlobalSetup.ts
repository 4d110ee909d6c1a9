import { buildTestServer } from './testServerBuild.ts';

/** The server's bundles for the child processes of the `server` and `server-pg` runs, built once
 * before their workers start (testServerBuild.ts). */
export default function setup(): Promise<void> {
  return buildTestServer();
}
