// How emails and pseudos are compared, in one place: registration, login and the first admin
// all go through these, so "Zoé" and "ZOÉ " are the same person everywhere.

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && emailPattern.test(email);
}

/** NFC, trimmed, inner runs of spaces collapsed: what is stored and shown. */
export function normalisePseudo(pseudo: string): string {
  return pseudo.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

/** The unique key that makes pseudos case-insensitive. */
export function pseudoKey(pseudo: string): string {
  return normalisePseudo(pseudo).toLowerCase().normalize('NFC');
}
