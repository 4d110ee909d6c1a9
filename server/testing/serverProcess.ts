import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, open, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { builtProgram } from './testServerBuild.ts';

export const processAdmin = { email: 'admin@lapin.test', password: 'terrier-process-42', pseudo: 'Grand Lapin' };

/** `npm start`'s server in a child process, as a family runs it: kill -9 and SIGTERM are real. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** Resolves with the exit code (null after a signal) and how long the stop took from `since`. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: string[];
  /** With `stallStdout`: reads the server's stdout again, its lines going to `output`. */
  readStdout: () => void;
}

export async function makeDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lapin-process-'));
  await mkdir(join(dataDir, 'client'), { recursive: true });
  return dataDir;
}

export interface ServerProcessOptions {
  /** Flags for node itself, such as --cpu-prof. */
  nodeFlags?: string[];
  /**
   * Where the server's stdout (its log) goes instead of a pipe this process reads: a benchmark's
   * server must not wait on a reader that is busy sending it requests.
   */
  stdoutFile?: string;
  /** What node runs after its flags: by default start.js built from the current sources (testServerBuild.ts). */
  program?: string[];
  /**
   * Once the server listens, its stdout pipe is no longer read (a stalled journald, `| less`):
   * `readStdout()` starts reading it again.
   */
  stallStdout?: boolean;
  /**
   * The server's stdout goes into this pipe (another process's stdin: a reader a benchmark can
   * stop). The server is then found at the PORT given in `env`, once /healthz answers.
   */
  stdoutTo?: Writable;
}

export async function startServerProcess(dataDir: string, env: Record<string, string> = {}, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const stdout = options.stdoutFile === undefined ? undefined : await open(options.stdoutFile, 'w');
  const program = options.program ?? (await builtProgram('start'));
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...program], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      CLIENT_DIR: join(dataDir, 'client'),
      SKIP_CLIENT_BUILD: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: processAdmin.email,
      ADMIN_PASSWORD: processAdmin.password,
      ADMIN_PSEUDO: processAdmin.pseudo,
      // The allocator settings `npm start` gives the server (package.json).
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '1048576',
      ...env,
    },
    stdio: ['ignore', options.stdoutTo ?? stdout?.fd ?? 'pipe', 'pipe'],
  });
  await stdout?.close();
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
  const listening = /Lapin tourne sur (http:\/\/\S+)/;
  const url = await new Promise<string>((resolve, reject) => {
    const found = (match: RegExpExecArray | null) => {
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
      return match !== null;
    };
    if (options.stdoutTo !== undefined) {
      const url = `http://127.0.0.1:${env.PORT}`;
      void (async () => {
        while (child.exitCode === null && !(await fetch(`${url}/healthz`).then((response) => response.ok, () => false))) await delay(50);
        resolve(url);
      })();
    } else if (options.stdoutFile === undefined) {
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        output.push(line);
        if (found(listening.exec(line)) && options.stallStdout) {
          lines.close();
          child.stdout!.pause();
        }
      });
    } else {
      const file = options.stdoutFile;
      const poll = setInterval(() => {
        void readFile(file, 'utf8').then((text) => found(listening.exec(text)) && clearInterval(poll));
      }, 50);
      void exited.then(() => clearInterval(poll));
    }
    void exited.then(({ code }) => reject(new Error(`the server exited (${code}) before listening:\n${output.join('\n')}`)));
  });
  const readStdout = () => {
    createInterface({ input: child.stdout! }).on('line', (line) => output.push(line));
  };
  return { child, url, dataDir, exited, output, readStdout };
}
