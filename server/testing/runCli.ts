import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { serverEntries } from '../../scripts/serverBuild.mjs';
import { builtProgram } from './testServerBuild.ts';

const run = promisify(execFile);

/** The family's commands (package.json's scripts of the same names), not the server or the book maker. */
type CliScript = Exclude<keyof typeof serverEntries, 'start' | 'book'>;

/** One `npm run <script>` as a family runs it (server/cli/<script>.ts, built, in a child process): its exit code and everything it printed. */
export async function runCli(script: CliScript, args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  const program = await builtProgram(script);
  try {
    const { stdout, stderr } = await run(process.execPath, [...program, ...args], { env: { ...process.env, ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}
