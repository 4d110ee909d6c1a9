import type { Agent } from 'node:https';
import { resolve } from 'node:path';
import { readTrustProxy, type TrustProxy } from './http/trustedProxies.ts';
import type { AttemptGuardLimits } from '../accounts/attemptGuard.ts';
import { configTexts } from './configTexts.ts';
import { ConfigEnv, readEnvironment, type Env, type LogLevel } from './configSchema.ts';
import { readFirstAdmin, readMapTiles, toolPath, type FirstAdmin } from './configChecks.ts';

export interface ThrottleLimits {
  /** Wrong passwords (login and password change) and wrong reset codes, each counted apart. */
  failures: AttemptGuardLimits;
  registrationsPerIp: number;
  registrationWindowMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path: the media folder lives here, and the SQLite file unless `databaseUrl` is set. */
  dataDir: string;
  /** DATABASE_URL: a postgres:// URL selects PostgreSQL; null keeps SQLite in `dataDir`. */
  databaseUrl: string | null;
  /** Absolute path of the built web client. */
  clientDir: string;
  logLevel: LogLevel;
  tokenTtlDays: number;
  /** Null when the ADMIN_* variables are not set; an admin may already exist in the database. */
  admin: FirstAdmin | null;
  /** TRUST_PROXY: proxy hops in front of the app (0: none), or the proxies' addresses and ranges. */
  trustProxy: TrustProxy;
  /** Media no row refers to is removed once older than this (at start-up, then hourly). */
  orphanGraceMinutes: number;
  /** Slow clients: how long a request may take to arrive. */
  timeouts: RequestTimeouts;
  /** SIGTERM: in-flight requests get this long to finish before connections are cut. */
  shutdownTimeoutMs: number;
  /** Automatic backups; null when BACKUP_DIR is not set. */
  backups: BackupSchedule | null;
  /** MAX_SOCKETS_PER_ACCOUNT: chat and live sockets of one account on this node; the oldest go first. */
  maxSocketsPerAccount: number;
  /** MIN_FREE_MB: photos are refused when they would leave less free on DATA_DIR's disk (the database's reserve). */
  minFreeMb: number;
  /** Lapintube: the tools, the limits and the transcode queue. */
  videos: VideoSettings;
  /** Web Push (issue 24): who signs, where a subscription may point, and the send queue. */
  push: PushConfig;
  /** UPLOAD_EXPIRY_HOURS: a resumable (tus) upload untouched for this long is removed by the orphan sweep. */
  uploadExpiryHours: number;
  /** TUS_MAX_PENDING: resumable uploads a member may have under way at once; past it a creation gets 429. */
  tusMaxPending: number;
  /** CHAT_IMAGE_EXPIRY_MINUTES (issue 25): a chat photo uploaded and never sent with a message is
   * removed once this old (at start-up, then hourly). */
  chatImageExpiryMinutes: number;
  /** CHAT_PRESENCE_GRACE_SECONDS (issue 24): a relative whose last chat connection drops is announced
   * as gone only if none of theirs comes back within this; 0 announces at once. */
  chatPresenceGraceMs: number;
  /** MAP_TILES (issue 39): the detailed basemap served to members by range requests; null keeps the built-in world map. */
  mapTiles: string | null;
  // The knobs below do not come from the environment; tests lower them for speed or set them low.
  /** scrypt N. OWASP recommends 2^17 with r=8, p=1. */
  scryptCost: number;
  throttle: ThrottleLimits;
  logger: boolean;
}

export interface RequestTimeouts {
  /** Headers must arrive within this. */
  headersMs: number;
  /** A non-multipart body (JSON) must arrive whole within this. */
  bodyMs: number;
  /** A multipart upload must keep at least this rate… */
  uploadMinBytesPerSecond: number;
  /** …averaged over windows of this length (a phone on a weak signal pauses now and then). */
  uploadRateWindowMs: number;
  /** Any request, uploads included, at most this long. */
  requestMs: number;
}

export interface VideoSettings {
  /** FFMPEG_PATH, or the binary of the @ffmpeg-installer package. */
  ffmpegPath: string;
  /** FFPROBE_PATH, or the binary of the @ffprobe-installer package. */
  ffprobePath: string;
  /** VIDEO_TARGET_HEIGHT: at most this many lines on the short side; never upscaled. */
  targetHeight: number;
  /** VIDEO_MAX_MB: the largest upload, in MB. */
  maxMb: number;
  /** VIDEO_MAX_MINUTES: the longest video. */
  maxMinutes: number;
  /** VIDEO_CONCURRENCY: transcodes at once on this node, and uploads' probes at once apart from them. */
  concurrency: number;
  /** VIDEO_MAX_PIXELS: the largest picture a video may hold; past it the upload is a 413. */
  maxPixels: number;
  /** VIDEO_MAX_MEMORY_MB: each ffprobe's and ffmpeg's address space. */
  maxMemoryMb: number;
  /** A running job whose node has not renewed its lease for this long is taken up by another. */
  leaseMs: number;
}

export interface PushConfig {
  /** VAPID_SUBJECT: a mailto: or https: URL the push services can reach the sender at; null: `mailto:` the first admin's email. */
  subject: string | null;
  /** PUSH_ALLOWED_HOSTS: hosts a subscription's endpoint may name besides the browsers' own push services. */
  allowedHosts: string[];
  /** Sends in flight at once on this node. */
  concurrency: number;
  /** A push service that has not answered within this is given up on for this attempt. */
  timeoutMs: number;
  /** Attempts before a notification is dropped; the wait doubles from `retryMs` between them. */
  maxAttempts: number;
  retryMs: number;
  /** A claimed send whose node died is taken up by another after this. */
  leaseMs: number;
  /** The queue holds at most this many sends; a notification that would overflow it is dropped. */
  maxQueued: number;
  /** How often a node looks for sends it did not make itself (another node's, a retry that came due). */
  pollMs: number;
  /** Tests only: an agent that trusts the local push service's certificate without NODE_EXTRA_CA_CERTS. */
  agent?: Agent;
}

export interface BackupSchedule {
  /** Absolute path of the folder the archives go to. */
  dir: string;
  intervalHours: number;
  /** How many archives are kept; the oldest go first. */
  keep: number;
}

const MINUTE_MS = 60_000;

// The figures the README documents. Per pair: 5 free tries, then 1, 2, 4, 8, 15, 15… minutes.
// Per address (all accounts together): 20 free tries, then the same ladder. Per account (all
// addresses together): 10 at once, then one every 40 s, so 10 + 3600/40 = 100 an hour at most.
export const defaultThrottle: ThrottleLimits = {
  failures: {
    perPair: { freeFailures: 5, firstDelayMs: MINUTE_MS, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS },
    perAddress: { freeFailures: 20, firstDelayMs: MINUTE_MS, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS },
    perAccount: { burst: 10, intervalMs: 40_000 },
  },
  registrationsPerIp: 20,
  registrationWindowMs: 60 * 60_000,
};

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(configTexts.invalid(problems));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads and checks every variable once, and reports all problems together. */
export function loadConfig(env: Env = process.env): Config {
  const { values: v, problems } = readEnvironment(env);
  // The checks across variables run even when the schema refused some: every problem at once.
  const trustProxy = readTrustProxy(env.TRUST_PROXY?.trim() || ConfigEnv.properties.TRUST_PROXY.default);
  if (!trustProxy.ok) problems.push(...trustProxy.problems);
  const admin = readFirstAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD, env.ADMIN_PSEUDO, problems);
  const ffmpegPath = toolPath(env.FFMPEG_PATH, '@ffmpeg-installer/ffmpeg', 'FFMPEG_PATH', problems);
  const ffprobePath = toolPath(env.FFPROBE_PATH, '@ffprobe-installer/ffprobe', 'FFPROBE_PATH', problems);
  const mapTiles = readMapTiles(env.MAP_TILES, problems);
  if (v === null || !trustProxy.ok || problems.length > 0) throw new ConfigError(problems);

  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL ?? null,
    clientDir: resolve(v.CLIENT_DIR),
    logLevel: v.LOG_LEVEL,
    tokenTtlDays: v.TOKEN_TTL_DAYS,
    admin,
    trustProxy: trustProxy.value,
    orphanGraceMinutes: v.ORPHAN_GRACE_MINUTES,
    timeouts: {
      headersMs: Math.min(30_000, v.BODY_TIMEOUT_SECONDS * 1000),
      bodyMs: v.BODY_TIMEOUT_SECONDS * 1000,
      uploadMinBytesPerSecond: v.UPLOAD_MIN_RATE_KB * 1024,
      uploadRateWindowMs: v.UPLOAD_RATE_WINDOW_SECONDS * 1000,
      requestMs: 30 * 60_000,
    },
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    backups: v.BACKUP_DIR === undefined ? null : { dir: resolve(v.BACKUP_DIR), intervalHours: v.BACKUP_INTERVAL_HOURS, keep: v.BACKUP_KEEP },
    maxSocketsPerAccount: v.MAX_SOCKETS_PER_ACCOUNT,
    minFreeMb: v.MIN_FREE_MB,
    videos: {
      ffmpegPath,
      ffprobePath,
      targetHeight: v.VIDEO_TARGET_HEIGHT,
      maxMb: v.VIDEO_MAX_MB,
      maxMinutes: v.VIDEO_MAX_MINUTES,
      concurrency: v.VIDEO_CONCURRENCY,
      maxPixels: v.VIDEO_MAX_PIXELS,
      maxMemoryMb: v.VIDEO_MAX_MEMORY_MB,
      leaseMs: 2 * 60_000,
    },
    push: {
      subject: v.VAPID_SUBJECT ?? null,
      allowedHosts: (v.PUSH_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ''),
      concurrency: 20,
      timeoutMs: 10_000,
      maxAttempts: 5,
      retryMs: 30_000,
      leaseMs: 60_000,
      maxQueued: 100_000,
      pollMs: 5000,
    },
    uploadExpiryHours: v.UPLOAD_EXPIRY_HOURS,
    tusMaxPending: v.TUS_MAX_PENDING,
    chatImageExpiryMinutes: v.CHAT_IMAGE_EXPIRY_MINUTES,
    chatPresenceGraceMs: Math.round(v.CHAT_PRESENCE_GRACE_SECONDS * 1000),
    mapTiles,
    scryptCost: 2 ** 17,
    throttle: { ...defaultThrottle },
    logger: true,
  };
}
