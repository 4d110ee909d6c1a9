import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import { liveProcess, stopOtherProcesses, writeLockAs } from '../testing/otherProcesses.ts';
import { adminToken, createTestApp, dataEnv, createUser, login, loginAs, postJson, testAdmin, type TestApp } from '../testing/testApp.ts';
import { EXIT_OK, EXIT_REFUSED, EXIT_USAGE, runAdminCommand, usage } from './adminCommands.ts';

const run = promisify(execFile);

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  stopOtherProcesses();
  await t.close();
});

/** Runs a command in this process against the test app's DATA_DIR, while the app stays open. */
async function admin(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(
    args,
    dataEnv(t),
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    { scryptCost: 2 ** 12 },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const printedCode = (out: string) => /: ([A-Z2-9]{5} [A-Z2-9]{5})$/m.exec(out)?.[1] ?? '';

describe('admin reset-password', () => {
  it('prints a fresh code that the running server accepts', async () => {
    const user = await createUser(t.app);

    const result = await admin('reset-password', user.email.toUpperCase());
    expect(result.code).toBe(EXIT_OK);
    expect(result.err).toBe('');
    expect(result.out).toContain(`Code de réinitialisation pour ${user.firstName} (${user.email}) : `);
    expect(result.out).toMatch(/Valable une seule fois, jusqu'au \p{L}+ \d+ \p{L}+ \d{4} à \d\d:\d\d\./u);
    const code = printedCode(result.out);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5} [ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}$/);

    const reset = await postJson(t.app, '/api/user/reset', { email: user.email, code, password: 'nouvelles-carottes' });
    expect(reset.statusCode).toBe(200);
    expect((await postJson(t.app, '/api/user/token', { token: user.token })).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'nouvelles-carottes')).statusCode).toBe(200);
  });

  it("rescues the only admin's account", async () => {
    const code = printedCode((await admin('reset-password', testAdmin.email)).out);
    await postJson(t.app, '/api/user/reset', { email: testAdmin.email, code, password: 'retrouve-enfin' });
    expect((await loginAs(t.app, testAdmin.email, 'retrouve-enfin')).role).toBe('admin');
  });

  it('replaces a code the admin gave earlier', async () => {
    const user = await createUser(t.app);
    const given = (await postJson(t.app, '/api/admin/resetcode', { token: await adminToken(t.app), id: user.id })).json();
    await admin('reset-password', user.email);
    const reset = await postJson(t.app, '/api/user/reset', { email: user.email, code: given.code, password: 'nouvelles-carottes' });
    expect(reset.statusCode).toBe(400);
  });

  it('refuses an unknown email and a deleted account', async () => {
    const unknown = await admin('reset-password', 'personne@example.org');
    expect(unknown.code).toBe(EXIT_REFUSED);
    expect(unknown.err).toBe("Aucun compte avec l'email personne@example.org.");
    expect(unknown.out).toBe('');

    const deleted = await createUser(t.app, { access: AccessStatus.deleted });
    const refused = await admin('reset-password', deleted.email);
    expect(refused.code).toBe(EXIT_REFUSED);
    expect(refused.err).toBe('Ce compte est supprimé : il ne peut pas recevoir de code');
  });
});

describe('admin grant-admin', () => {
  it('makes a waiting account a granted admin, at once for the running server', async () => {
    const user = await createUser(t.app, { access: AccessStatus.waiting });

    const result = await admin('grant-admin', user.email);
    expect(result.code).toBe(EXIT_OK);
    expect(result.out).toBe(`${user.firstName} (${user.email}) est maintenant administrateur.`);
    const { userToken, role } = await loginAs(t.app, user.email, user.password);
    expect(role).toBe('admin');
    expect((await postJson(t.app, '/api/admin/getUsers', { token: userToken })).statusCode).toBe(200);
  });

  it('says so when the account already is an admin', async () => {
    const result = await admin('grant-admin', testAdmin.email);
    expect(result.code).toBe(EXIT_OK);
    expect(result.out).toBe(`${testAdmin.pseudo} (${testAdmin.email}) est déjà administrateur.`);
  });

  it('refuses an unknown email and a deleted account', async () => {
    expect((await admin('grant-admin', 'personne@example.org')).code).toBe(EXIT_REFUSED);
    const deleted = await createUser(t.app, { access: AccessStatus.deleted });
    const refused = await admin('grant-admin', deleted.email);
    expect(refused.code).toBe(EXIT_REFUSED);
    expect(refused.err).toBe('Ce compte est supprimé : il ne peut pas devenir administrateur');
  });
});

describe('admin usage', () => {
  it.each([[[]], [['reset-password']], [['grant-admin', ' ']], [['promote', 'a@b.fr']], [['grant-admin', 'a@b.fr', 'x']]])(
    'explains the usage in French for %j and exits 2',
    async (args) => {
      const result = await admin(...args);
      expect(result.code).toBe(EXIT_USAGE);
      expect(result.err).toContain(usage);
      expect(result.out).toBe('');
    },
  );

  it('refuses a DATA_DIR without a database instead of creating one', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'lapin-cli-'));
    const err: string[] = [];
    const code = await runAdminCommand(['grant-admin', 'a@b.fr'], { DATA_DIR: empty }, { out: () => undefined, err: (line) => err.push(line) });
    await rm(empty, { recursive: true, force: true });
    expect(code).toBe(EXIT_REFUSED);
    expect(err.join('\n')).toContain('Aucune base de données dans');
  });

  it('reports an invalid configuration', async () => {
    const err: string[] = [];
    const code = await runAdminCommand(['grant-admin', 'a@b.fr'], { ...dataEnv(t), PORT: 'abc' }, {
      out: () => undefined,
      err: (line) => err.push(line),
    });
    expect(code).toBe(EXIT_REFUSED);
    expect(err[0]).toBe('Configuration invalide :');
  });
});

describe('admin and the DATA_DIR lock', () => {
  it('runs beside a running server: both write through the database', async () => {
    await writeLockAs(t.dataDir, { role: 'server', pid: await liveProcess() });
    expect((await admin('grant-admin', testAdmin.email)).code).toBe(EXIT_OK);
  });

  it('refuses while a restore replaces the folder: what it wrote would be swept away with it', async () => {
    const pid = await liveProcess();
    await writeLockAs(t.dataDir, { role: 'restore', pid });
    const refused = await admin('grant-admin', testAdmin.email);
    expect(refused.code).toBe(EXIT_REFUSED);
    expect(refused.err).toContain(`Une restauration est en cours dans le dossier de données ${t.dataDir}`);
    expect(refused.err).toContain(`processus ${pid}`);
  });
});

describe('npm run admin, as a separate process', () => {
  const env = () => ({ ...process.env, ...dataEnv(t) });

  it('prints a code the running server accepts', async () => {
    const user = await createUser(t.app);
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'reset-password', user.email], { env: env() });
    const code = printedCode(stdout.trim());
    expect(code).not.toBe('');
    const reset = await postJson(t.app, '/api/user/reset', { email: user.email, code, password: 'nouvelles-carottes' });
    expect(reset.statusCode).toBe(200);
  });

  it('exits 1 with a French message for an unknown email', async () => {
    const failure = await run('npm', ['run', '--silent', 'admin', '--', 'grant-admin', 'personne@example.org'], {
      env: env(),
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("Aucun compte avec l'email personne@example.org.");
  });
});
