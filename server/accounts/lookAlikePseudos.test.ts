import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { accountMessages } from './accountMessages.ts';
import { createTestApp, createTestStorage, register, type TestApp } from '../testing/testApp.ts';

// Issue 20: variants of existing pseudos that registration accepted. Each must now be refused as
// the pseudo it passes for; names that merely share letters stay free.
let t: TestApp;
let serial = 0;
const registerPseudo = (firstName: string) => {
  serial += 1;
  return register(t.app, { firstName, email: `sosie${serial}@example.org`, password: 'carottes-fraiches' });
};

beforeAll(async () => {
  t = await createTestApp();
  for (const existing of ['Grand Mere', 'Alice', 'Jose']) expect((await registerPseudo(existing)).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('look-alike pseudos', () => {
  it.each([
    ['Grand Mère', 'a grave accent'],
    ['Grand Mére', 'an acute accent'],
    ['Grand Mer\u0065\u0323', 'a dot below'],
    ['Grand M\u1d07re', 'a small capital E'],
    ['Ｇｒａｎｄ Ｍｅｒｅ', 'fullwidth letters'],
    ['Grand Me\u0640re', 'a tatweel'],
    ['Grand Mere\u05d0', 'a trailing Hebrew letter'],
    ['Grand Mere\u05d5', 'a trailing Hebrew vav'],
    ['Grand  Mere', 'two spaces'],
    [' Grand Mere ', 'spaces around'],
    ['GRAND MERE', 'capitals'],
    ['grand mère', 'lower case and an accent'],
    ['Alíce', 'an accented i, beside Alice'],
    ['ALÌCE', 'capitals and an accent, beside Alice'],
    ['José', 'an accented e, beside Jose'],
  ])('refuses %j (%s) with the taken-pseudo message', async (variant) => {
    const response = await registerPseudo(variant);
    expect(response.statusCode).toBe(409);
    expect([accountMessages.pseudoConfusable, accountMessages.pseudoTaken]).toContain(response.json().message);
  });

  it('refuses a no-break space before any comparison: only letters and spaces are allowed', async () => {
    const response = await registerPseudo('Grand\u00a0Mere');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: accountMessages.pseudoCharacters });
  });

  it.each(['Grand Pere', 'Mario', 'Marie', 'Alicia', 'Josette', 'Léa', 'Léo'])('still accepts %j, a different name', async (name) => {
    expect((await registerPseudo(name)).statusCode).toBe(201);
  });
});

describe('the first admin pseudo', () => {
  it('is refused at start-up when it passes for an existing pseudo', async () => {
    const storage = await createTestStorage('lapin-lookalike-');
    try {
      const first = await buildApp(storage.config());
      expect((await register(first, { firstName: 'Grand Mere', email: 'gm@example.org', password: 'carottes-fraiches' })).statusCode).toBe(201);
      await first.close();
      const admin = { email: 'chef@lapin.test', password: 'un-long-secret', pseudo: 'Grand Mère' };
      await expect(buildApp(storage.config({ admin }))).rejects.toThrow(/ressemble trop à un pseudo existant/);
    } finally {
      await storage.remove();
    }
  });
});
