import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AccessStatus, type AccessStatusValue } from '../../shared/accessStatus.ts';
import type { UserInfo, UserRow } from '../../shared/accountTypes.ts';
import { buildApp } from '../app.ts';
import { defaultThrottle, loadConfig, type Config } from '../platform/config.ts';
import { createTestDatabase } from './testDatabase.ts';

// Shared by every server test: a real app over a temporary DATA_DIR, with a seeded admin, on
// SQLite in that DATA_DIR or, in the `server-pg` project, on a fresh PostgreSQL database.

export const testAdmin = { email: 'admin@lapin.test', password: 'terrier-admin-1', pseudo: 'Grand Lapin' };

const lenient = { ...defaultThrottle.failures.perPair, freeFailures: 1000 };

const lenientThrottle = {
  ...defaultThrottle,
  failures: { perPair: lenient, perAddress: lenient, perAccount: { burst: 1000, intervalMs: 1 } },
  registrationsPerIp: 1000,
};

/** A config on `dataDir` with the test admin, a cheap scrypt, no logging and lenient throttles. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, 'client'),
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    ADMIN_PSEUDO: testAdmin.pseudo,
    // Leaves are announced at once unless a test is about the grace period (chatPresenceGrace.test.ts).
    CHAT_PRESENCE_GRACE_SECONDS: '0',
  });
  // scrypt at 2^10 (2 ms a hash here) rather than 2^12 (8.6 ms): a test makes about six hashes
  // (the admin, then each member's registration and login), which at 2^12 were a tenth of the
  // server suites' CPU. Hashing at full cost is checked by server/accounts/passwords.test.ts.
  return { ...config, scryptCost: 2 ** 10, logger: false, throttle: lenientThrottle, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** Closes the app and deletes the temporary DATA_DIR (and PostgreSQL database). */
  close(): Promise<void>;
}

/** A temporary DATA_DIR, with its own PostgreSQL database in `server-pg`: apps start on it in turn. */
export interface TestStorage {
  dataDir: string;
  databaseUrl: string | null;
  /** testConfig on this storage. */
  config(overrides?: Partial<Config>): Config;
  remove(): Promise<void>;
}

export async function createTestStorage(prefix = 'lapin-test-', { empty = false } = {}): Promise<TestStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const database = await createTestDatabase({ empty, dataDir });
  return {
    dataDir,
    databaseUrl: database.url,
    config: (overrides = {}) => testConfig(dataDir, { databaseUrl: database.url, ...overrides }),
    async remove() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const storage = await createTestStorage();
  const config = storage.config(overrides);
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    await storage.remove();
    throw error;
  }
  return {
    app,
    config,
    dataDir: storage.dataDir,
    async close() {
      await app.close();
      await storage.remove();
    },
  };
}

/** The variables that point a command or a child process at a test app's data. */
export function dataEnv(t: Pick<TestApp, 'dataDir' | 'config'>): Record<string, string> {
  return t.config.databaseUrl === null ? { DATA_DIR: t.dataDir } : { DATA_DIR: t.dataDir, DATABASE_URL: t.config.databaseUrl };
}

export function postJson(app: FastifyInstance, url: string, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: body as object });
}

export interface Registration {
  firstName: string;
  email: string;
  password: string;
}

/** Registers the way the client does: firstName and email URL-encoded. */
export function register(app: FastifyInstance, registration: Registration): Promise<LightMyRequestResponse> {
  return postJson(app, '/api/user/register', {
    firstName: encodeURIComponent(registration.firstName),
    email: encodeURIComponent(registration.email.toLowerCase()),
    password: registration.password,
  });
}

export function login(app: FastifyInstance, email: string, password: string): Promise<LightMyRequestResponse> {
  return postJson(app, '/api/user/login', { email: encodeURIComponent(email), password });
}

/** Logs in and returns the user info, failing loudly when the login is refused. */
export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<UserInfo> {
  const response = await login(app, email, password);
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<UserInfo>();
}

const adminTokens = new WeakMap<FastifyInstance, string>();

/** A session token of the test admin, reused while it stays valid (each login costs a scrypt). */
export async function adminToken(app: FastifyInstance): Promise<string> {
  const cached = adminTokens.get(app);
  if (cached && (await postJson(app, '/api/user/token', { token: cached })).statusCode === 200) return cached;
  const token = (await loginAs(app, testAdmin.email, testAdmin.password)).userToken;
  adminTokens.set(app, token);
  return token;
}

export async function listUsers(app: FastifyInstance, token: string): Promise<UserRow[]> {
  return (await postJson(app, '/api/admin/getUsers', { token })).json<UserRow[]>();
}

export interface TestUser extends Registration {
  id: number;
  /** A session token when the user is granted, otherwise null. */
  token: string | null;
}

let counter = 0;

/** Pseudos allow letters only, so numbering uses letters: a, b, …, z, ba, bb, … */
function letters(n: number): string {
  const digits = n.toString(26).split('');
  return digits.map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');
}

/** Registers a user through the API and, unless `access` says otherwise, grants and logs them in. */
export async function createUser(
  app: FastifyInstance,
  options: Partial<Registration> & { access?: AccessStatusValue } = {},
): Promise<TestUser> {
  const tag = letters(counter++);
  const registration: Registration = {
    firstName: options.firstName ?? `Lapin ${tag}`,
    email: options.email ?? `lapin.${tag}@lapin.test`,
    password: options.password ?? 'carottes-fraiches',
  };
  const registered = await register(app, registration);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);

  const admin = await adminToken(app);
  const row = (await listUsers(app, admin)).find((user) => user.firstName === registration.firstName);
  if (!row) throw new Error(`${registration.firstName} is missing from getUsers`);
  const access = options.access ?? AccessStatus.granted;
  if (access !== AccessStatus.waiting) {
    const changed = await postJson(app, '/api/admin/status', { token: admin, id: row.id, status: access });
    if (changed.statusCode !== 200) throw new Error(`status change failed: ${changed.body}`);
  }
  const token =
    access === AccessStatus.granted ? (await loginAs(app, registration.email, registration.password)).userToken : null;
  return { ...registration, id: row.id, token };
}
