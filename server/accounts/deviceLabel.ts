/** Only the first characters are read: the header is the client's to write, of any length. */
const MAX_READ = 512;

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", and an iPad or an
// Android phone also says "Linux" or "Mac OS X".
const browsers: readonly (readonly [marker: string, name: string])[] = [
  ['Edg', 'Edge'],
  ['OPR/', 'Opera'],
  ['SamsungBrowser/', 'Samsung Internet'],
  ['Firefox/', 'Firefox'],
  ['FxiOS/', 'Firefox'],
  ['CriOS/', 'Chrome'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
];

const systems: readonly (readonly [marker: string, name: string])[] = [
  ['iPhone', 'iPhone'],
  ['iPad', 'iPad'],
  ['Android', 'Android'],
  ['Windows', 'Windows'],
  ['CrOS', 'ChromeOS'],
  ['Macintosh', 'Mac'],
  ['Linux', 'Linux'],
];

const find = (table: typeof browsers, userAgent: string) => table.find(([marker]) => userAgent.includes(marker))?.[1];

/**
 * The short French name of the device a session was opened on (« Chrome sur Android »), for the
 * relative to recognise it in « Appareils connectés ». The User-Agent is written by the client, so
 * it only ever picks a label from the tables above: nothing it says is stored or trusted.
 * Answers null when neither the browser nor the system is known.
 */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (userAgent === undefined) return null;
  const head = userAgent.slice(0, MAX_READ);
  const browser = find(browsers, head);
  const system = find(systems, head);
  if (browser !== undefined && system !== undefined) return `${browser} sur ${system}`;
  if (system !== undefined) return `Navigateur sur ${system}`;
  return browser ?? null;
}
