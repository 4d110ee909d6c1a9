import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/platform/config.ts';

export const e2eAdmin = { email: 'admin@lapin.test', password: 'terrier-secret-42', pseudo: 'Grand Lapin' };

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** A DATA_DIR shared with other nodes, which the caller removes; a fresh one otherwise. */
  dataDir?: string;
  /** More settings, DATABASE_URL say. */
  env?: Record<string, string>;
}

/** The real server on a free port, over a fresh temporary DATA_DIR, serving the built client. */
export async function startServer(clientDir: string, options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'lapin-e2e-data-')));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    ADMIN_PSEUDO: e2eAdmin.pseudo,
    // The journeys watch leaves (chat.e2e.ts) at once; the grace period has its server tests.
    CHAT_PRESENCE_GRACE_SECONDS: '0',
    ...options.env,
  });
  // The same scrypt, at a cost of 2^14 rather than 2^17: each journey signs several relatives in,
  // and at full cost their hashing was a tenth of the suite's time. Hashing at full cost is
  // checked by server/accounts/passwords.test.ts.
  const app = await buildApp({ ...config, logger: false, scryptCost: 2 ** 14 });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    dataDir,
    async close() {
      await app.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
