import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of Lapin's package.json, found upwards from this module: the same answer from
 * server/platform/ (tsx, tests) and from a bundle in dist-server/ (`npm start`), whose files
 * sit at other depths.
 */
export function findProjectRoot(from = fileURLToPath(import.meta.url)): string {
  let folder = dirname(from);
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

export const projectRoot = findProjectRoot();
