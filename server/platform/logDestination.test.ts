import { execFile } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockLogDestination, type BlockLogDestination } from './logDestination.ts';

let dir: string;
let file: string;
let fd: number;
let destination: BlockLogDestination | undefined;
const dirs: string[] = [];
const fds: number[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lapin-log-destination-'));
  file = join(dir, 'server.log');
  fd = openSync(file, 'w');
  dirs.push(dir);
  fds.push(fd);
});
afterEach(() => {
  destination?.close();
  destination?.flushSync();
});
// Closed at the end only: a write a test left under way must not find its file gone.
afterAll(async () => {
  for (const open of fds) closeSync(open);
  for (const old of dirs) await rm(old, { recursive: true, force: true });
});

const written = () => readFileSync(file, 'utf8');
const line = (n: number) => `{"level":30,"msg":"ligne ${n} : été"}\n`;
const lines = (count: number) => Array.from({ length: count }, (_, index) => line(index + 1)).join('');

describe('the log destination', () => {
  it('writes lines in blocks, in the order they came', async () => {
    destination = blockLogDestination({ fd, blockChars: 200, flushMs: 60_000 });
    // Lines of 35 characters: every sixth fills a block, so the last two always wait for theirs.
    for (let n = 1; n <= 62; n++) destination.write(line(n));
    await vi.waitFor(() => expect(written()).not.toBe(''));
    expect(lines(62).startsWith(written())).toBe(true);
    expect(written().length).toBeLessThanOrEqual(lines(60).length);
  });

  it('writes a line longer than a block whole, after the lines before it', () => {
    destination = blockLogDestination({ fd, blockChars: 200, flushMs: 60_000 });
    const long = `{"level":50,"msg":"${'é'.repeat(1000)}"}\n`;
    destination.write(line(1));
    destination.write(long);
    destination.write(line(2));
    destination.flushSync();
    expect(written()).toBe(line(1) + long + line(2));
  });

  it('writes a quiet server’s lines within its flush interval', async () => {
    destination = blockLogDestination({ fd, flushMs: 20 });
    destination.write(line(1));
    await vi.waitFor(() => expect(written()).toBe(line(1)));
  });

  it('writes every waiting line on flushSync', () => {
    destination = blockLogDestination({ fd, flushMs: 60_000 });
    destination.write(line(1));
    destination.write(line(2));
    destination.flushSync();
    expect(written()).toBe(lines(2));
  });

  it('loses no line when the process exits, after a stop or not', async () => {
    const script = `
      import { blockLogDestination } from './server/platform/logDestination.ts';
      const destination = blockLogDestination();
      destination.write('avant l’arrêt\\n');
      destination.close();
      destination.write('pendant l’arrêt\\n');
      process.exit(0);`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    expect(stdout).toBe('avant l’arrêt\npendant l’arrêt\n');
  });
});
