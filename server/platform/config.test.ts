import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { ConfigEnv } from './configSchema.ts';

const admin = { ADMIN_EMAIL: 'Marie@Example.org', ADMIN_PASSWORD: 'une longue phrase', ADMIN_PSEUDO: ' Marie ' };

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('falls back to the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      clientDir: resolve('dist'),
      logLevel: 'info',
      tokenTtlDays: 30,
      databaseUrl: null,
      admin: null,
      trustProxy: 0,
      scryptCost: 2 ** 17,
      logger: true,
    });
    expect(config.throttle).toMatchObject({ registrationsPerIp: 20 });
    expect(config.throttle.failures.perPair).toMatchObject({ freeFailures: 5, firstDelayMs: 60_000, maxDelayMs: 900_000 });
    expect(config.throttle.failures.perAddress).toMatchObject({ freeFailures: 20, firstDelayMs: 60_000, maxDelayMs: 900_000 });
  });

  it('reads every variable, normalising the admin email and pseudo', () => {
    const config = loadConfig({
      ...admin,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/lapin-data',
      CLIENT_DIR: '/tmp/lapin-client',
      LOG_LEVEL: 'silent',
      TOKEN_TTL_DAYS: '7',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      dataDir: '/tmp/lapin-data',
      clientDir: '/tmp/lapin-client',
      logLevel: 'silent',
      tokenTtlDays: 7,
      trustProxy: 1,
      admin: { email: 'marie@example.org', password: 'une longue phrase', pseudo: 'Marie' },
    });
  });

  it('reports every invalid variable at once', () => {
    const problems = problemsOf({ PORT: '80a', LOG_LEVEL: 'verbose', TOKEN_TTL_DAYS: '0', TRUST_PROXY: 'maybe' });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT.*80a/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
    expect(problems.join('\n')).toMatch(/TOKEN_TTL_DAYS/);
    expect(problems.join('\n')).toMatch(/TRUST_PROXY/);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and ranges', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect([trust('false'), trust('0'), trust(''), trust('true'), trust('TRUE'), trust('1'), trust('2')]).toEqual([0, 0, 0, 1, 1, 1, 2]);
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trust(' 127.0.0.1, 10.0.0.0/8 ,fd00::/8, uniquelocal')).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'uniquelocal']);
  });

  it.each(['yes', '11', '10.0.0.0/33', '10.0.0.1,', 'proxy.example', '::1/129', '10.0.0.1/8/8'])('refuses TRUST_PROXY=%j in French', (value) => {
    const problems = problemsOf({ TRUST_PROXY: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY (doit valoir un nombre de proxys|compte au plus)/);
    expect(problems[0]).toContain(`« ${value} »`);
  });

  it('selects PostgreSQL with a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://lapin:secret@db:5432/lapin' }).databaseUrl).toBe('postgres://lapin:secret@db:5432/lapin');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/lapin' }).databaseUrl).toBe('postgresql://db/lapin');
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeNull();
  });

  it('refuses a DATABASE_URL of another kind without echoing its password', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://lapin:secret@db/lapin' });
    expect(problems).toEqual([expect.stringMatching(/DATABASE_URL doit commencer par postgres:\/\/ .*mysql/)]);
    expect(problems.join('\n')).not.toContain('secret');
  });

  it('reads the push settings: VAPID_SUBJECT as mailto: or https:, PUSH_ALLOWED_HOSTS as a list', () => {
    expect(loadConfig({}).push).toMatchObject({ subject: null, allowedHosts: [] });
    const push = loadConfig({ VAPID_SUBJECT: 'mailto:famille@example.org', PUSH_ALLOWED_HOSTS: ' Push.Example.org, localhost ,' }).push;
    expect(push).toMatchObject({ subject: 'mailto:famille@example.org', allowedHosts: ['push.example.org', 'localhost'] });
    expect(problemsOf({ VAPID_SUBJECT: 'famille@example.org' })).toEqual([expect.stringMatching(/VAPID_SUBJECT doit commencer par mailto: ou https:\/\//)]);
  });

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual([expect.stringMatching(/PORT doit être un nombre entier entre 0 et 65535/)]);
  });

  it('keeps 512 MB free for the database unless MIN_FREE_MB says otherwise, and refuses a non-number in French', () => {
    expect(loadConfig({}).minFreeMb).toBe(512);
    expect(loadConfig({ MIN_FREE_MB: '2048' }).minFreeMb).toBe(2048);
    expect(problemsOf({ MIN_FREE_MB: '1 Go' })).toEqual([expect.stringMatching(/MIN_FREE_MB doit être un nombre entier entre 0 et 1000000 \(reçu : « 1 Go »\)/)]);
  });

  it('takes ffmpeg and ffprobe from the installer packages unless FFMPEG_PATH and FFPROBE_PATH say otherwise', () => {
    const videos = loadConfig({}).videos;
    expect(videos.ffmpegPath).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(videos.ffprobePath).toMatch(/@ffprobe-installer\/linux-x64\/ffprobe$/);
    expect(loadConfig({ FFMPEG_PATH: '/usr/bin/ffmpeg', FFPROBE_PATH: '/usr/bin/ffprobe' }).videos).toMatchObject({
      ffmpegPath: '/usr/bin/ffmpeg',
      ffprobePath: '/usr/bin/ffprobe',
    });
  });

  it('bounds videos to 720 lines, 2048 MB, 30 minutes and one transcode at a time by default', () => {
    expect(loadConfig({}).videos).toMatchObject({ targetHeight: 720, maxMb: 2048, maxMinutes: 30, concurrency: 1 });
    const set = loadConfig({ VIDEO_TARGET_HEIGHT: '1080', VIDEO_MAX_MB: '500', VIDEO_MAX_MINUTES: '5', VIDEO_CONCURRENCY: '2' }).videos;
    expect(set).toMatchObject({ targetHeight: 1080, maxMb: 500, maxMinutes: 5, concurrency: 2 });
    expect(problemsOf({ VIDEO_CONCURRENCY: '0' })).toEqual([expect.stringMatching(/VIDEO_CONCURRENCY doit être un nombre entier entre 1 et 64/)]);
  });

  it('caps a video at 4K and a tenth, and each ffmpeg or ffprobe at 1024 MB, by default', () => {
    expect(loadConfig({}).videos).toMatchObject({ maxPixels: 3840 * 2160 * 1.1, maxMemoryMb: 1024 });
    expect(loadConfig({ VIDEO_MAX_PIXELS: '2073600', VIDEO_MAX_MEMORY_MB: '512' }).videos).toMatchObject({ maxPixels: 2073600, maxMemoryMb: 512 });
    expect(problemsOf({ VIDEO_MAX_MEMORY_MB: '64' })).toEqual([expect.stringMatching(/VIDEO_MAX_MEMORY_MB doit être un nombre entier entre 128 et/)]);
  });

  it('expires an untouched resumable upload after 24 hours unless UPLOAD_EXPIRY_HOURS says otherwise', () => {
    expect(loadConfig({}).uploadExpiryHours).toBe(24);
    expect(loadConfig({ UPLOAD_EXPIRY_HOURS: '72' }).uploadExpiryHours).toBe(72);
    expect(problemsOf({ UPLOAD_EXPIRY_HOURS: '0' })).toEqual([expect.stringMatching(/UPLOAD_EXPIRY_HOURS doit être un nombre entier entre 1 et 8760/)]);
  });

  it('lets a member have 5 resumable uploads under way unless TUS_MAX_PENDING says otherwise', () => {
    expect(loadConfig({}).tusMaxPending).toBe(5);
    expect(loadConfig({ TUS_MAX_PENDING: '12' }).tusMaxPending).toBe(12);
    expect(problemsOf({ TUS_MAX_PENDING: '0' })).toEqual([expect.stringMatching(/TUS_MAX_PENDING doit être un nombre entier entre 1 et 1000/)]);
  });

  it('removes a chat photo never sent after a day unless CHAT_IMAGE_EXPIRY_MINUTES says otherwise', () => {
    expect(loadConfig({}).chatImageExpiryMinutes).toBe(1440);
    expect(loadConfig({ CHAT_IMAGE_EXPIRY_MINUTES: '30' }).chatImageExpiryMinutes).toBe(30);
    expect(problemsOf({ CHAT_IMAGE_EXPIRY_MINUTES: 'demain' })).toEqual([expect.stringMatching(/CHAT_IMAGE_EXPIRY_MINUTES/)]);
  });

  it('waits 30 s before announcing a relative gone from the chat unless CHAT_PRESENCE_GRACE_SECONDS says otherwise', () => {
    expect(loadConfig({}).chatPresenceGraceMs).toBe(30_000);
    expect(loadConfig({ CHAT_PRESENCE_GRACE_SECONDS: '0.3' }).chatPresenceGraceMs).toBe(300);
    expect(loadConfig({ CHAT_PRESENCE_GRACE_SECONDS: '0' }).chatPresenceGraceMs).toBe(0);
    expect(problemsOf({ CHAT_PRESENCE_GRACE_SECONDS: '-1' })).toEqual([expect.stringMatching(/CHAT_PRESENCE_GRACE_SECONDS doit être un nombre entre 0 et 3600/)]);
  });

  it('keeps the built-in world map without MAP_TILES, and takes a PMTiles file given by MAP_TILES', () => {
    expect(loadConfig({}).mapTiles).toBeNull();
    const folder = mkdtempSync(join(tmpdir(), 'lapin-map-config-'));
    const region = join(folder, 'region.pmtiles');
    writeFileSync(region, Buffer.concat([Buffer.from('PMTiles'), Buffer.from([3]), Buffer.alloc(120)]));
    expect(loadConfig({ MAP_TILES: ` ${region} ` }).mapTiles).toBe(region);
  });

  it('refuses a MAP_TILES that is missing, a folder, or not a PMTiles file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lapin-map-config-'));
    const text = join(folder, 'region.pmtiles');
    writeFileSync(text, 'pas une carte');
    for (const path of [join(folder, 'absent.pmtiles'), folder, text]) {
      expect(problemsOf({ MAP_TILES: path })).toEqual([`MAP_TILES doit désigner un fichier .pmtiles lisible (reçu : « ${path} »).`]);
    }
  });

  it('wants the three ADMIN_* variables together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'marie@example.org' })).toEqual([expect.stringMatching(/donnez les trois ou aucun/)]);
  });

  it('refuses a short admin password, a bad admin email and a pseudo with digits', () => {
    const problems = problemsOf({ ADMIN_EMAIL: 'marie', ADMIN_PASSWORD: 'court', ADMIN_PSEUDO: 'Marie2' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/ADMIN_EMAIL n'est pas une adresse email/);
    expect(problems.join('\n')).toMatch(/ADMIN_PASSWORD doit contenir au moins 8/);
    expect(problems.join('\n')).toMatch(/ADMIN_PSEUDO ne peut contenir que des lettres et des espaces/);
  });

  it('prints one French message that names each bad variable, schema rules and cross-variable rules together', () => {
    const start = () => loadConfig({ PORT: 'x', LOG_LEVEL: 'bavard', VAPID_SUBJECT: 'famille', TRUST_PROXY: 'peut-être', ADMIN_EMAIL: 'marie@example.org', PATH: '/usr/bin' });
    expect(start).toThrow(ConfigError);
    const message = (() => {
      try {
        start();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message.split('\n')[0]).toBe('Configuration invalide :');
    expect(message.split('\n').slice(1)).toEqual([
      '  - PORT doit être un nombre entier entre 0 et 65535 (reçu : « x »).',
      "  - LOG_LEVEL doit valoir l'un de fatal, error, warn, info, debug, trace, silent (reçu : « bavard »).",
      '  - VAPID_SUBJECT doit commencer par mailto: ou https:// (reçu : « famille »).',
      expect.stringMatching(/^ {2}- TRUST_PROXY .*« peut-être »/),
      '  - ADMIN_EMAIL, ADMIN_PASSWORD et ADMIN_PSEUDO vont ensemble : donnez les trois ou aucun.',
    ]);
  });

  it.each(['1e3', '0x10', '5.0', '+5', '-0', '８０'])('takes PORT=%j only when written with digits', (value) => {
    expect(problemsOf({ PORT: value })).toEqual([`PORT doit être un nombre entier entre 0 et 65535 (reçu : « ${value} »).`]);
  });

  it('trims the values, reads a blank one as unset, and keeps the admin password as typed', () => {
    const config = loadConfig({ ...admin, PORT: ' 8081 ', LOG_LEVEL: '  ', ADMIN_PASSWORD: ' une longue phrase ' });
    expect(config).toMatchObject({ port: 8081, logLevel: 'info', admin: { password: ' une longue phrase ' } });
  });

  it('knows every variable by its exact name, and ignores the rest of the environment', () => {
    expect(Object.keys(ConfigEnv.properties)).toEqual([
      'PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'CLIENT_DIR', 'LOG_LEVEL', 'TOKEN_TTL_DAYS', 'ADMIN_EMAIL', 'ADMIN_PASSWORD',
      'ADMIN_PSEUDO', 'TRUST_PROXY', 'ORPHAN_GRACE_MINUTES', 'BODY_TIMEOUT_SECONDS', 'UPLOAD_MIN_RATE_KB',
      'UPLOAD_RATE_WINDOW_SECONDS', 'SHUTDOWN_TIMEOUT_SECONDS', 'BACKUP_DIR', 'BACKUP_INTERVAL_HOURS', 'BACKUP_KEEP',
      'MAX_SOCKETS_PER_ACCOUNT', 'MIN_FREE_MB', 'VIDEO_TARGET_HEIGHT', 'VIDEO_MAX_MB', 'VIDEO_MAX_MINUTES', 'VIDEO_CONCURRENCY',
      'VIDEO_MAX_PIXELS', 'VIDEO_MAX_MEMORY_MB', 'UPLOAD_EXPIRY_HOURS', 'TUS_MAX_PENDING', 'CHAT_IMAGE_EXPIRY_MINUTES', 'CHAT_PRESENCE_GRACE_SECONDS', 'VAPID_SUBJECT', 'PUSH_ALLOWED_HOSTS',
      'FFMPEG_PATH', 'FFPROBE_PATH', 'MAP_TILES',
    ]);
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root', PORT: '9000' }).port).toBe(9000);
  });

  it('reads the timeouts, backups and sockets in the units the server uses', () => {
    expect(loadConfig({}).backups).toBeNull();
    const config = loadConfig({
      BODY_TIMEOUT_SECONDS: '45', UPLOAD_MIN_RATE_KB: '4', UPLOAD_RATE_WINDOW_SECONDS: '20', SHUTDOWN_TIMEOUT_SECONDS: '5',
      BACKUP_DIR: '/tmp/lapin-backups', BACKUP_INTERVAL_HOURS: '12', BACKUP_KEEP: '3', MAX_SOCKETS_PER_ACCOUNT: '5', ORPHAN_GRACE_MINUTES: '0',
    });
    expect(config.timeouts).toEqual({ headersMs: 30_000, bodyMs: 45_000, uploadMinBytesPerSecond: 4096, uploadRateWindowMs: 20_000, requestMs: 1_800_000 });
    expect(config).toMatchObject({
      shutdownTimeoutMs: 5000,
      backups: { dir: '/tmp/lapin-backups', intervalHours: 12, keep: 3 },
      maxSocketsPerAccount: 5,
      orphanGraceMinutes: 0,
    });
  });

  it('says what is wrong in the error message itself', () => {
    expect(() => loadConfig({ PORT: 'x' })).toThrow(/Configuration invalide :\n {2}- PORT/);
  });
});
