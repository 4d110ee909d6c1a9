import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { builtProgram } from './testServerBuild.ts';

const run = promisify(execFile);

/** One `npm run <script>` as a family runs it (server/cli/<script>.ts, built, in a child process): its exit code and everything it printed. */
export async function runCli(script: 'admin' | 'backup' | 'restore' | 'export', args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  const program = await builtProgram(script);
  try {
    const { stdout, stderr } = await run(process.execPath, [...program, ...args], { env: { ...process.env, ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}
