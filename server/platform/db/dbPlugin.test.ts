import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestStorage, testAdmin, type TestStorage } from '../../testing/testApp.ts';
import { testsRunOnPostgres } from '../../testing/testDatabase.ts';

// Several nodes share one database only on PostgreSQL: a SQLite file in DATA_DIR serves one node.
describe.runIf(testsRunOnPostgres())('starting on a fresh PostgreSQL database', () => {
  let storage: TestStorage;
  const apps: FastifyInstance[] = [];
  beforeEach(async () => {
    storage = await createTestStorage('lapin-start-', { empty: true });
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await storage.remove();
  });

  it('lets two nodes start at once: both migrate, answer, and share one first admin', async () => {
    const started = await Promise.allSettled([buildApp(storage.config()), buildApp(storage.config())]);
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    // A refusal shows its reason, not only its status.
    expect(started.map((result) => (result.status === 'fulfilled' ? 'fulfilled' : String(result.reason)))).toEqual(['fulfilled', 'fulfilled']);
    for (const app of apps) expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const admins = await apps[0]!.db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
    expect(admins).toEqual([{ email: testAdmin.email }]);
  });
});
