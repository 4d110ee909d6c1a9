/** Issue 25: whether the text names `@pseudo`, in any case, not followed by another letter or digit
 * of a longer name: how the server finds a mention, so a device sends only the ids it will accept. */
export function mentionedIn(text: string, pseudo: string): boolean {
  const lower = text.toLocaleLowerCase();
  const wanted = `@${pseudo.toLocaleLowerCase()}`;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(lower.charAt(at + wanted.length))) return true;
  }
  return false;
}
