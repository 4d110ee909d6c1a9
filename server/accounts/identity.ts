// How emails and pseudos are compared, in one place: registration, login and the first admin
// all go through these, so "Zoé" and "ZOÉ " are the same person everywhere.

const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
// The local part: letters and digits of any script plus RFC 5322's printable "atext" signs, in
// dot-separated runs. Quoted local parts are left out: no family address needs one.
const localPart = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
// A domain label: letters and digits (IDN included), inner hyphens, at most 63 characters.
const domainLabel = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const topLevelLabel = /^\p{L}{2,63}$/u;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** One `@`, a dotted domain with a top-level label of letters, and no space, control or
 * invisible character anywhere (NUL included): the classes above allow none of them. */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  return (
    at > 0 &&
    local.length <= LOCAL_MAX_LENGTH &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    topLevelLabel.test(labels[labels.length - 1] ?? '')
  );
}

/** NFC, trimmed, inner runs of spaces collapsed: what is stored and shown. */
export function normalisePseudo(pseudo: string): string {
  return pseudo.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

/** The unique key that makes pseudos case-insensitive. */
export function pseudoKey(pseudo: string): string {
  return normalisePseudo(pseudo).toLowerCase().normalize('NFC');
}
