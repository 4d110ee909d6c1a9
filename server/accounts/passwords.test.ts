import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

const cost = 2 ** 14;

describe('passwords', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies the same password', async () => {
    const stored = await hashPassword('carottes-2025', cost);
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('carottes-2025', stored)).resolves.toBe(true);
    await expect(verifyPassword('carottes-2026', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('même mot', cost)).not.toBe(await hashPassword('même mot', cost));
  });

  it('accepts an accented password typed in another Unicode form', async () => {
    const stored = await hashPassword('clé\u0301'.normalize('NFC'), cost);
    await expect(verifyPassword('clé\u0301'.normalize('NFD'), stored)).resolves.toBe(true);
  });

  it('refuses a malformed or absurdly costly stored hash without computing it', async () => {
    await expect(verifyPassword('x', 'bcrypt$whatever')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaA==')).resolves.toBe(false);
  });

  it('handles the recommended cost 2^17 within Node memory limits', async () => {
    const stored = await hashPassword('carottes-2025', 2 ** 17);
    await expect(verifyPassword('carottes-2025', stored)).resolves.toBe(true);
  });
});
