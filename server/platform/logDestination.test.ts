import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logDestination } from './logDestination.ts';

let file: string;
let fd: number;
const dirs: string[] = [];
const fds: number[] = [];

beforeEach(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'lapin-log-destination-'));
  file = join(dir, 'server.log');
  fd = openSync(file, 'w');
  dirs.push(dir);
  fds.push(fd);
});
// Closed at the end only: a write a test left under way must not find its file gone.
afterAll(async () => {
  for (const open of fds) closeSync(open);
  for (const old of dirs) await rm(old, { recursive: true, force: true });
});

const written = () => readFileSync(file, 'utf8');
const line = (n: number) => `{"level":30,"msg":"ligne ${n} : été"}\n`;
const lines = (count: number) => Array.from({ length: count }, (_, index) => line(index + 1)).join('');

/** Runs a script in its own process, its stdout a pipe that is read only when `read` says so. */
function runScript(script: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pause();
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stderr = createInterface({ input: child.stderr });
  const said = (what: string) => new Promise<void>((resolve) => stderr.on('line', (text) => text === what && resolve()));
  const out: string[] = [];
  const read = () => createInterface({ input: child.stdout }).on('line', (text) => out.push(text));
  return { child, exited, said, out, read };
}

describe('the log destination', () => {
  it('writes lines in the order they came, a quiet server’s within its flush interval', async () => {
    const { stream } = logDestination({ fd, minLength: 200, flushMs: 20 });
    for (let n = 1; n <= 62; n++) stream.write(line(n));
    await vi.waitFor(() => expect(written()).toBe(lines(62)));
    // Ended here, which closes its fd: a destination left running would go on flushing every
    // 20 ms into an fd closed after the file (EBADF), or reused meanwhile by another test's file.
    await new Promise((resolve) => {
      stream.once('close', resolve);
      stream.end();
    });
    fds.splice(fds.indexOf(fd), 1);
  });

  it('loses no line when the process exits, after a stop or not', async () => {
    const run = runScript(`
      import { logDestination } from './server/platform/logDestination.ts';
      const { stream } = logDestination();
      stream.write('avant l’arrêt\\n');
      stream.write('pendant l’arrêt\\n');
      process.exit(0);`);
    run.read();
    expect(await run.exited).toBe(0);
    expect(run.out).toEqual(['avant l’arrêt', 'pendant l’arrêt']);
  });

  it('never blocks on a reader that stalls: past its buffer it drops lines, then says how many once the reader is back', async () => {
    const run = runScript(`
      import pino from 'pino';
      import { logDestination } from './server/platform/logDestination.ts';
      const destination = logDestination({ maxLength: 64 * 1024 });
      const logger = pino({ base: undefined, timestamp: false }, destination.stream);
      destination.reportDropsTo(logger);
      for (let n = 1; n <= 20000; n++) logger.info({ n }, 'une ligne du journal, assez longue pour remplir le tube vite');
      process.stderr.write('écrit\\n');
      setInterval(() => {}, 1000);`);
    // 20,000 lines of about 100 bytes: far more than the pipe and the buffer hold together.
    await run.said('écrit');
    run.read();
    await vi.waitFor(() => expect(run.out.some((text) => text.includes('log lines dropped'))).toBe(true), { timeout: 10_000 });
    run.child.kill('SIGKILL');
    const entries = run.out.map((text) => JSON.parse(text) as { n?: number; dropped?: number; level: number });
    const warning = entries.find((entry) => entry.dropped !== undefined)!;
    const kept = entries.filter((entry) => entry.n !== undefined);
    expect(warning.level).toBe(pino.levels.values.warn);
    expect(warning.dropped).toBeGreaterThan(10_000);
    expect(kept.length + warning.dropped!).toBe(20_000);
    // What was kept is the oldest lines, in order.
    expect(kept.map((entry) => entry.n)).toEqual(Array.from({ length: kept.length }, (_, index) => index + 1));
  });

  it('lets the process exit while the reader is still stalled', async () => {
    const run = runScript(`
      import { logDestination } from './server/platform/logDestination.ts';
      const { stream } = logDestination();
      for (let n = 1; n <= 5000; n++) stream.write('une ligne du journal, assez longue pour remplir le tube vite : ' + n + '\\n');
      process.exit(0);`);
    // Nobody reads its stdout: the exit must not wait for a reader.
    expect(await run.exited).toBe(0);
  });
});
