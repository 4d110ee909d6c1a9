import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Album } from '../../shared/albumTypes.ts';
import { buildApp } from '../app.ts';
import { accountMessages } from './accountMessages.ts';
import { albumMessages } from '../albums/albumMessages.ts';
import { createAlbum } from '../testing/albumRequests.ts';
import { adminToken, createTestApp, createTestStorage, listUsers, register, type TestApp, type TestStorage } from '../testing/testApp.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

let serial = 0;
function registerPseudo(firstName: string) {
  serial += 1;
  return register(t.app, { firstName, email: `nom${serial}@example.org`, password: 'carottes-fraiches' });
}

// Each hides itself: zero-width space, non-joiner, joiner, word joiner, BOM, LRM, RLM, the bidi
// embeddings and overrides, the isolates, soft hyphen, Hangul filler, variation selector, NUL.
const hidden = [
  '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u200e', '\u200f',
  '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069',
  '\u00ad', '\u3164', '\ufe0f', '\0',
];
const codePoint = (character: string) => `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;

describe('pseudos', () => {
  it('are stored NFC-normalised', async () => {
    expect((await registerPseudo('Zoe\u0301 Martin')).statusCode).toBe(201);
    const rows = await listUsers(t.app, await adminToken(t.app));
    expect(rows.map((row) => row.firstName)).toContain('Zoé Martin');
    expect(rows.find((row) => row.firstName === 'Zoé Martin')?.firstName).toHaveLength(10);
  });

  it('refuses a pseudo holding a control, zero-width or bidi character', async () => {
    for (const character of hidden) {
      const response = await registerPseudo(`Ali${character}ce`);
      expect(response.statusCode, codePoint(character)).toBe(400);
      expect(response.json(), codePoint(character)).toEqual({ message: accountMessages.pseudoHidden });
    }
  });

  it('refuses a pseudo of nothing visible', async () => {
    expect((await registerPseudo('\u3164')).json()).toEqual({ message: accountMessages.pseudoHidden });
    expect((await registerPseudo('   ')).json()).toEqual({ message: accountMessages.pseudoLength });
  });

  it.each([
    ['Аlice', 'a Cyrillic А'],
    ['ALІCE', 'a Ukrainian І'],
    ['AIice', 'a capital I for the l'],
    ['Αlice', 'a Greek Alpha'],
    ['alice', 'another case'],
  ])('refuses %j (%s) once Alice exists', async (pseudo) => {
    expect((await registerPseudo('Alice')).statusCode).toBe(201);
    const response = await registerPseudo(pseudo);
    expect(response.statusCode).toBe(409);
    expect([accountMessages.pseudoConfusable, accountMessages.pseudoTaken]).toContain(response.json().message);
  });

  it('says a look-alike pseudo is too close to another, in French', async () => {
    await registerPseudo('Alice');
    const response = await registerPseudo('Аlice');
    expect(response.json()).toEqual({ message: "Ce pseudo ressemble trop à celui d'un autre membre, choisissez-en un autre" });
  });

  it('accepts names that only share letters: Alicia, Léo next to Léa; not Zoe next to Zoé', async () => {
    await registerPseudo('Alice');
    await registerPseudo('Léa');
    await registerPseudo('Zoé');
    expect((await registerPseudo('Alicia')).statusCode).toBe(201);
    expect((await registerPseudo('Léo')).statusCode).toBe(201);
    // An accent is easily missed on screen (issue 20): Zoe would pass for Zoé.
    expect((await registerPseudo('Zoe')).json()).toEqual({ message: accountMessages.pseudoConfusable });
  });

  it.each(['lapin', 'LAPIN', 'Lâpin', 'Lapín', 'Ꮮapin', 'Lаpin'])('reserves %j for the chat system sender', async (pseudo) => {
    const response = await registerPseudo(pseudo);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Ce pseudo est réservé, choisissez-en un autre' });
  });

  it('still accepts a pseudo that merely contains the word', async () => {
    expect((await registerPseudo('Petit Lapinou')).statusCode).toBe(201);
  });

  it('keeps the spec rule: letters and spaces only', async () => {
    const response = await registerPseudo('Alice2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Seuls les lettres et espaces sont acceptés' });
  });
});

describe('the first admin pseudo', () => {
  let storage: TestStorage;
  beforeEach(async () => {
    storage = await createTestStorage('lapin-names-');
  });
  afterEach(async () => {
    await storage.remove();
  });

  it('cannot be the system sender', async () => {
    const admin = { email: 'chef@lapin.test', password: 'un-long-secret', pseudo: 'Lapin' };
    await expect(buildApp(storage.config({ admin }))).rejects.toThrow(/réservé aux messages du chat/);
  });
});

describe('album names', () => {
  async function create(name: string) {
    return createAlbum(t.app, await adminToken(t.app), name);
  }

  it('are stored NFC-normalised', async () => {
    const response = await create('E\u0301te\u0301 a\u0300 Brest');
    expect(response.statusCode).toBe(201);
    expect(response.json<Album>().albumName).toBe('Été à Brest');
  });

  it('refuses a name holding a control, zero-width or bidi character', async () => {
    for (const character of hidden) {
      const response = await create(`Vacances${character}2024`);
      expect(response.statusCode, codePoint(character)).toBe(400);
      expect(response.json(), codePoint(character)).toEqual({ message: albumMessages.albumNameHidden });
    }
  });

  it.each(['\u200b', '\u2800', '\u0301'])('refuses a name with nothing visible: %j', async (name) => {
    const response = await create(name);
    expect(response.statusCode).toBe(400);
    expect([albumMessages.albumNameHidden, albumMessages.albumNameEmpty]).toContain(response.json().message);
  });

  it('refuses a right-to-left override that would show another name', async () => {
    const response = await create('Noël\u202egpj.exe');
    expect(response.statusCode).toBe(400);
  });

  it('still accepts spaces, accents, digits and punctuation', async () => {
    expect((await create("L'été 2024 — Bretagne !")).statusCode).toBe(201);
  });
});
