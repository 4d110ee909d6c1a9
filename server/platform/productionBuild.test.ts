import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { makeDataDir, processAdmin, startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { projectRoot } from './projectRoot.ts';

// `npm start` runs the server built to plain JavaScript (scripts/serverBuild.mjs) with node alone.
// The same build, made here into a folder of its own inside the project (the bundles import their
// packages from node_modules), is started with plain node: it must answer, and load no transpiler
// and no TypeScript source on the way.
const run = promisify(execFile);
let buildRoot: string;
let outDir: string;
let dataDir: string;
let database: TestDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  await mkdir(join(projectRoot, 'node_modules', '.cache'), { recursive: true });
  buildRoot = await mkdtemp(join(projectRoot, 'node_modules', '.cache', 'lapin-server-build-'));
  outDir = join(buildRoot, 'dist-server');
  await run(process.execPath, ['scripts/serverBuild.mjs', outDir], { cwd: projectRoot });
  dataDir = await makeDataDir();
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  await database.drop();
  await rm(buildRoot, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const databaseEnv = (): Record<string, string> => (database.url === null ? {} : { DATABASE_URL: database.url });

it('serves the API from the built server on plain node, with no transpiler loaded', async () => {
  const loadedModules = join(dataDir, 'loaded-modules.txt');
  server = await startServerProcess(
    dataDir,
    { ...databaseEnv(), LOADED_MODULES_FILE: loadedModules, NODE_OPTIONS: '' },
    { program: ['--enable-source-maps', '--import', './server/testing/recordLoadedModules.mjs', join(outDir, 'start.js')] },
  );
  const login = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: processAdmin.email, password: processAdmin.password }),
  });
  expect(login.status).toBe(200);

  const loaded = (await readFile(loadedModules, 'utf8')).trim().split('\n');
  expect(loaded).toContain(pathToFileURL(join(outDir, 'start.js')).href);
  expect(loaded.filter((url) => url.includes('/node_modules/tsx/') || /\.[cm]?tsx?$/.test(url))).toEqual([]);
  const sources = ['server', 'shared'].map((folder) => pathToFileURL(join(projectRoot, folder)).href + '/');
  expect(loaded.filter((url) => sources.some((source) => url.startsWith(source)))).toEqual([]);

  server.child.kill('SIGTERM');
  await expect(server.exited).resolves.toEqual({ code: 0, signal: null });
});

it('runs the built command-line tools on the same database', async () => {
  const { stdout } = await run(process.execPath, ['--enable-source-maps', join(outDir, 'admin.js'), 'reset-password', processAdmin.email], {
    env: { ...process.env, ...databaseEnv(), DATA_DIR: dataDir, NODE_OPTIONS: '' },
  });
  expect(stdout).toContain('Code de réinitialisation pour');
});
