import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const unit = resolve(import.meta.dirname, 'lapin.service');
const caddyfile = resolve(import.meta.dirname, 'Caddyfile');
const hasSystemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
const run = promisify(execFile);

/** `Key=value` lines of the unit, each key with every value it is given. */
async function unitSettings(): Promise<Map<string, string[]>> {
  const settings = new Map<string, string[]>();
  for (const line of (await readFile(unit, 'utf8')).split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (match?.[1] !== undefined) settings.set(match[1], [...(settings.get(match[1]) ?? []), match[2] ?? '']);
  }
  return settings;
}

describe('deploy/lapin.service', () => {
  it('runs Lapin behind one proxy on loopback, restarted on failure, as its own user, with V8 free to JIT', async () => {
    const settings = await unitSettings();
    const pkg = JSON.parse(await readFile(resolve('package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(settings.get('Environment')).toEqual(expect.arrayContaining(['HOST=127.0.0.1', 'TRUST_PROXY=1', 'DATA_DIR=/var/lib/lapin']));
    expect(settings.get('ReadWritePaths')).toEqual(['/var/lib/lapin']);
    expect(settings.get('Restart')).toEqual(['on-failure']);
    expect(settings.get('User')).toEqual(['lapin']);
    // What `npm start` runs (package.json), with its allocator settings, and no npm process kept.
    expect(settings.get('ExecStart')).toEqual(['/opt/lapin/node_modules/.bin/node --enable-source-maps scripts/runBuilt.mjs start']);
    expect(pkg.scripts.start).toContain('node --enable-source-maps scripts/runBuilt.mjs start');
    expect(settings.get('Environment')).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=1048576']));
    expect(settings.has('MemoryDenyWriteExecute')).toBe(false);
  });

  // Where systemd is missing the test says so in its name; CI's Debian has it, so there it must run.
  it(
    hasSystemdAnalyze
      ? 'passes systemd-analyze verify without a complaint, at an exposure level of 2.0 or less'
      : 'is NOT checked by systemd-analyze on this machine, which lacks it (CI must have it)',
    async () => {
      if (!hasSystemdAnalyze) {
        expect(process.env.CI, 'systemd-analyze is missing on CI (apt-get install systemd)').not.toBe('true');
        return;
      }
      // verify checks that ExecStart's program exists: the unit is verified as installed in this
      // checkout instead of /opt/lapin, so the Node that npm ci linked is the one it finds.
      const dir = await mkdtemp(join(tmpdir(), 'lapin-unit-'));
      try {
        const here = resolve(import.meta.dirname, '..');
        const installed = join(dir, 'lapin.service');
        await writeFile(installed, (await readFile(unit, 'utf8')).replace('ExecStart=/opt/lapin/', `ExecStart=${here}/`));
        const verified = await run('systemd-analyze', ['verify', installed]);
        expect(verified.stderr + verified.stdout).toBe('');
        // Exits non-zero past the threshold (in tenths of the 0-10 scale it prints).
        const security = await run('systemd-analyze', ['security', '--offline=true', '--threshold=20', installed]);
        expect(security.stdout).toMatch(/Overall exposure level for lapin\.service: ([01]\.\d|2\.0) /);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

// e2e/https.e2e.ts runs the site block under a test's global options; this reads the file alone,
// as Caddy does on a real machine. Caddy is required by `npm test` (scripts/checkChromium.mjs).
describe('deploy/Caddyfile', () => {
  it('is valid for a real domain, with no warning', async () => {
    const home = await mkdtemp(join(tmpdir(), 'lapin-caddy-validate-'));
    try {
      const env = { PATH: process.env.PATH ?? '', HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home, LAPIN_DOMAIN: 'famille.example' };
      const { stdout, stderr } = await run('caddy', ['validate', '--config', caddyfile, '--adapter', 'caddyfile'], { env });
      expect(stdout + stderr).toContain('Valid configuration');
      const logLevels = stderr.split('\n').flatMap((line) => (line.startsWith('{') ? [(JSON.parse(line) as { level: string }).level] : []));
      expect(logLevels.filter((level) => level !== 'info')).toEqual([]);
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });
});
