import type { Agent } from 'node:https';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { isValidPseudo, PASSWORD_MIN_LENGTH } from '../../shared/pseudo.ts';
import { readTrustProxy, type TrustProxy } from './http/trustedProxies.ts';
import type { AttemptGuardLimits } from '../accounts/attemptGuard.ts';
import { isValidEmail, normaliseEmail, normalisePseudo } from '../accounts/identity.ts';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface FirstAdmin {
  email: string;
  password: string;
  pseudo: string;
}

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
  /** CHAT_IMAGE_EXPIRY_MINUTES (issue 25): a chat photo uploaded and never sent with a message is
   * removed once this old (at start-up, then hourly). */
  chatImageExpiryMinutes: number;
  /** CHAT_PRESENCE_GRACE_SECONDS (issue 24): a relative whose last chat connection drops is announced
   * as gone only if none of theirs comes back within this; 0 announces at once. */
  chatPresenceGraceMs: number;
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
  /** VIDEO_CONCURRENCY: transcodes at once on this node. */
  concurrency: number;
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

export type Env = Record<string, string | undefined>;

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
    super(`Configuration invalide :\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads and checks every variable once, and reports all problems together. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? fallback : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name, String(fallback));
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} doit être un nombre entier entre ${min} et ${max} (reçu : « ${raw} »).`);
      return fallback;
    }
    return value;
  };
  // Tenths of a second too: the tests run with a grace shorter than a second.
  const decimal = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name, String(fallback));
    const value = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || value < min || value > max) {
      problems.push(`${name} doit être un nombre entre ${min} et ${max} (reçu : « ${raw} »).`);
      return fallback;
    }
    return value;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const tokenTtlDays = integer('TOKEN_TTL_DAYS', 30, 1, 3650);
  const orphanGraceMinutes = integer('ORPHAN_GRACE_MINUTES', 60, 0, 7 * 24 * 60);
  const bodySeconds = integer('BODY_TIMEOUT_SECONDS', 30, 1, 600);
  const uploadMinKb = integer('UPLOAD_MIN_RATE_KB', 2, 0, 10_000);
  const uploadWindowSeconds = integer('UPLOAD_RATE_WINDOW_SECONDS', 30, 1, 600);
  const shutdownSeconds = integer('SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 600);
  const backupDir = text('BACKUP_DIR', '');
  const backupIntervalHours = integer('BACKUP_INTERVAL_HOURS', 24, 1, 24 * 30);
  const backupKeep = integer('BACKUP_KEEP', 7, 1, 1000);
  const maxSocketsPerAccount = integer('MAX_SOCKETS_PER_ACCOUNT', 20, 1, 1000);
  const minFreeMb = integer('MIN_FREE_MB', 512, 0, 1_000_000);
  const videoTargetHeight = integer('VIDEO_TARGET_HEIGHT', 720, 144, 4320);
  const videoMaxMb = integer('VIDEO_MAX_MB', 2048, 1, 1_000_000);
  const videoMaxMinutes = integer('VIDEO_MAX_MINUTES', 30, 1, 24 * 60);
  const videoConcurrency = integer('VIDEO_CONCURRENCY', 1, 1, 64);
  const uploadExpiryHours = integer('UPLOAD_EXPIRY_HOURS', 24, 1, 24 * 365);
  const chatImageExpiryMinutes = integer('CHAT_IMAGE_EXPIRY_MINUTES', 24 * 60, 0, 30 * 24 * 60);
  const chatPresenceGraceSeconds = decimal('CHAT_PRESENCE_GRACE_SECONDS', 30, 0, 3600);
  const vapidSubject = text('VAPID_SUBJECT', '');
  if (vapidSubject !== '' && !/^(mailto:|https:\/\/)/.test(vapidSubject)) {
    problems.push(`VAPID_SUBJECT doit commencer par mailto: ou https:// (reçu : « ${vapidSubject} »).`);
  }

  const logLevel = text('LOG_LEVEL', 'info');
  if (!(logLevels as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL doit valoir l'un de ${logLevels.join(', ')} (reçu : « ${logLevel} »).`);
  }

  const databaseUrl = text('DATABASE_URL', '');
  if (databaseUrl !== '' && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    // The URL may hold a password: only its scheme is echoed.
    problems.push(`DATABASE_URL doit commencer par postgres:// (reçu : « ${databaseUrl.split(':')[0]}:… »).`);
  }

  const trustProxy = readTrustProxy(text('TRUST_PROXY', 'false'));
  if (!trustProxy.ok) problems.push(...trustProxy.problems);

  return finish(problems, {
    port,
    host: text('HOST', '0.0.0.0'),
    dataDir: resolve(text('DATA_DIR', './data')),
    databaseUrl: databaseUrl === '' ? null : databaseUrl,
    clientDir: resolve(text('CLIENT_DIR', './dist')),
    logLevel: logLevel as LogLevel,
    tokenTtlDays,
    admin: readFirstAdmin(env, problems),
    trustProxy: trustProxy.ok ? trustProxy.value : 0,
    orphanGraceMinutes,
    timeouts: {
      headersMs: Math.min(30_000, bodySeconds * 1000),
      bodyMs: bodySeconds * 1000,
      uploadMinBytesPerSecond: uploadMinKb * 1024,
      uploadRateWindowMs: uploadWindowSeconds * 1000,
      requestMs: 30 * 60_000,
    },
    shutdownTimeoutMs: shutdownSeconds * 1000,
    backups: backupDir === '' ? null : { dir: resolve(backupDir), intervalHours: backupIntervalHours, keep: backupKeep },
    maxSocketsPerAccount,
    minFreeMb,
    videos: {
      ffmpegPath: toolPath(text('FFMPEG_PATH', ''), '@ffmpeg-installer/ffmpeg', 'FFMPEG_PATH', problems),
      ffprobePath: toolPath(text('FFPROBE_PATH', ''), '@ffprobe-installer/ffprobe', 'FFPROBE_PATH', problems),
      targetHeight: videoTargetHeight,
      maxMb: videoMaxMb,
      maxMinutes: videoMaxMinutes,
      concurrency: videoConcurrency,
      leaseMs: 2 * 60_000,
    },
    push: {
      subject: vapidSubject === '' ? null : vapidSubject,
      allowedHosts: text('PUSH_ALLOWED_HOSTS', '')
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
    uploadExpiryHours,
    chatImageExpiryMinutes,
    chatPresenceGraceMs: Math.round(chatPresenceGraceSeconds * 1000),
    scryptCost: 2 ** 17,
    throttle: { ...defaultThrottle },
    logger: true,
  });
}

const requireInstalled = createRequire(import.meta.url);

/**
 * A path given in the environment (a system build that gets security updates), or the binary the
 * installer package carries in its registry tarball. The package is only loaded when needed: it
 * throws when its platform package is missing (an install with --omit=optional).
 */
function toolPath(given: string, installer: string, variable: string, problems: string[]): string {
  if (given !== '') return resolve(given);
  try {
    return (requireInstalled(installer) as { path: string }).path;
  } catch {
    problems.push(`${variable} n'est pas défini et le paquet ${installer} n'a pas son binaire : installez-le ou donnez le chemin de l'outil.`);
    return '';
  }
}

function finish(problems: string[], config: Config): Config {
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function readFirstAdmin(env: Env, problems: string[]): FirstAdmin | null {
  const email = normaliseEmail(env.ADMIN_EMAIL ?? '');
  // The password is kept as typed: surrounding spaces may be part of it.
  const password = env.ADMIN_PASSWORD ?? '';
  const pseudo = normalisePseudo(env.ADMIN_PSEUDO ?? '');
  const given = [email, password, pseudo].filter((value) => value !== '').length;
  if (given === 0) return null;
  if (given < 3) {
    problems.push("ADMIN_EMAIL, ADMIN_PASSWORD et ADMIN_PSEUDO vont ensemble : donnez les trois ou aucun.");
    return null;
  }
  if (!isValidEmail(email)) problems.push(`ADMIN_EMAIL n'est pas une adresse email (reçu : « ${email} »).`);
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    problems.push(`ADMIN_PASSWORD doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`);
  }
  if (!isValidPseudo(pseudo)) {
    problems.push(`ADMIN_PSEUDO ne peut contenir que des lettres et des espaces, de 1 à 40 (reçu : « ${pseudo} »).`);
  }
  return { email, password, pseudo };
}
