/**
 * Whether `error` is a write the disk had no room for: ENOSPC from the file system (EDQUOT for a
 * quota), SQLITE_FULL from better-sqlite3, 53100 (disk_full) from PostgreSQL. Looked for along
 * the `cause` chain, where wrappers keep the original.
 */
export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current !== null && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
