import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { isValidPseudo, PASSWORD_MIN_LENGTH } from '../../shared/pseudo.ts';
import { isValidEmail, normaliseEmail, normalisePseudo } from '../accounts/identity.ts';
import { configTexts } from './configTexts.ts';

// The rules the schema cannot say alone: variables that go together, and a default found on disk.

export interface FirstAdmin {
  email: string;
  password: string;
  pseudo: string;
}

const requireInstalled = createRequire(import.meta.url);

/**
 * A path given in the environment (a system build that gets security updates), or the binary the
 * installer package carries in its registry tarball. The package is only loaded when needed: it
 * throws when its platform package is missing (an install with --omit=optional).
 */
export function toolPath(given: string | undefined, installer: string, variable: string, problems: string[]): string {
  const path = given?.trim() ?? '';
  if (path !== '') return resolve(path);
  try {
    return (requireInstalled(installer) as { path: string }).path;
  } catch {
    problems.push(configTexts.toolMissing(variable, installer));
    return '';
  }
}

/** Null when none of ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_PSEUDO is set. */
export function readFirstAdmin(
  givenEmail: string | undefined,
  givenPassword: string | undefined,
  givenPseudo: string | undefined,
  problems: string[],
): FirstAdmin | null {
  const email = normaliseEmail(givenEmail ?? '');
  // The password is kept as typed: surrounding spaces may be part of it.
  const password = givenPassword ?? '';
  const pseudo = normalisePseudo(givenPseudo ?? '');
  const given = [email, password, pseudo].filter((value) => value !== '').length;
  if (given === 0) return null;
  if (given < 3) {
    problems.push(configTexts.adminTogether);
    return null;
  }
  if (!isValidEmail(email)) problems.push(configTexts.adminEmail(email));
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(configTexts.adminPassword(PASSWORD_MIN_LENGTH));
  if (!isValidPseudo(pseudo)) problems.push(configTexts.adminPseudo(pseudo));
  return { email, password, pseudo };
}

const PMTILES_MAGIC = 'PMTiles';

/**
 * MAP_TILES, checked once at start: a file that opens and begins as a PMTiles archive does, so a
 * wrong path is a start-up message rather than a blank map for the family. Null when unset.
 */
export function readMapTiles(given: string | undefined, problems: string[]): string | null {
  const path = given?.trim() ?? '';
  if (path === '') return null;
  const absolute = resolve(path);
  const head = Buffer.alloc(PMTILES_MAGIC.length);
  try {
    const file = openSync(absolute, 'r');
    try {
      readSync(file, head, 0, head.length, 0);
    } finally {
      closeSync(file);
    }
  } catch {
    // Not there, not readable, or a folder: the same message.
  }
  if (head.toString('latin1') !== PMTILES_MAGIC) problems.push(configTexts.mapTiles(path));
  return absolute;
}
