import { envSchema, type EnvSchemaOpt } from 'env-schema';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { configTexts } from './configTexts.ts';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const integer = (fallback: number, minimum: number, maximum: number, description: string) =>
  Type.Integer({ default: fallback, minimum, maximum, description });
const text = (fallback: string, description: string) => Type.String({ default: fallback, description });
const optional = (description: string, pattern?: string) => Type.Optional(Type.String({ description, ...(pattern !== undefined && { pattern }) }));

/**
 * Every variable the server reads, with its default and its bounds: the one place that says what
 * the environment may hold. Rules across variables (the three ADMIN_*, TRUST_PROXY's list, the
 * video tools) are checked in config.ts, which also turns the values into the server's units.
 */
export const ConfigEnv = Type.Object({
  PORT: integer(8080, 0, 65535, 'Port HTTP'),
  HOST: text('0.0.0.0', "Adresse d'écoute"),
  DATA_DIR: text('./data', 'Dossier des données : médias, et le fichier SQLite sans DATABASE_URL'),
  DATABASE_URL: optional('URL postgres:// : PostgreSQL au lieu de SQLite', '^postgres(ql)?://'),
  CLIENT_DIR: text('./dist', 'Dossier du client web construit'),
  LOG_LEVEL: Type.Union(logLevels.map((level) => Type.Literal(level)), { default: 'info', description: 'Niveau du journal' }),
  TOKEN_TTL_DAYS: integer(30, 1, 3650, "Durée d'une session, en jours"),
  ADMIN_EMAIL: optional('Email du premier administrateur'),
  ADMIN_PASSWORD: optional('Mot de passe du premier administrateur'),
  ADMIN_PSEUDO: optional('Pseudo du premier administrateur'),
  TRUST_PROXY: text('false', 'Proxys devant le serveur : un nombre de sauts, ou leurs adresses et plages'),
  ORPHAN_GRACE_MINUTES: integer(60, 0, 7 * 24 * 60, 'Âge en minutes à partir duquel un média sans ligne est supprimé'),
  BODY_TIMEOUT_SECONDS: integer(30, 1, 600, "Délai d'arrivée d'un corps JSON, en secondes"),
  UPLOAD_MIN_RATE_KB: integer(2, 0, 10_000, "Débit minimal d'un envoi, en Ko/s"),
  UPLOAD_RATE_WINDOW_SECONDS: integer(30, 1, 600, 'Fenêtre sur laquelle ce débit est mesuré, en secondes'),
  SHUTDOWN_TIMEOUT_SECONDS: integer(10, 1, 600, "Temps laissé aux requêtes en cours à l'arrêt, en secondes"),
  BACKUP_DIR: optional('Dossier des sauvegardes automatiques ; aucune sans lui'),
  BACKUP_INTERVAL_HOURS: integer(24, 1, 24 * 30, 'Heures entre deux sauvegardes'),
  BACKUP_KEEP: integer(7, 1, 1000, 'Sauvegardes gardées'),
  MAX_SOCKETS_PER_ACCOUNT: integer(20, 1, 1000, "Connexions temps réel d'un compte sur ce nœud"),
  MIN_FREE_MB: integer(512, 0, 1_000_000, 'Place gardée libre pour la base, en Mo'),
  VIDEO_TARGET_HEIGHT: integer(720, 144, 4320, "Lignes d'une vidéo transcodée, au plus"),
  VIDEO_MAX_MB: integer(2048, 1, 1_000_000, "Taille maximale d'une vidéo, en Mo"),
  VIDEO_MAX_MINUTES: integer(30, 1, 24 * 60, "Durée maximale d'une vidéo, en minutes"),
  VIDEO_CONCURRENCY: integer(1, 1, 64, 'Transcodages, et lectures de vidéos reçues, à la fois sur ce nœud'),
  // 4K with a tenth to spare: 3840 × 2160 × 1.1.
  VIDEO_MAX_PIXELS: integer(9_123_840, 64 * 64, 1_000_000_000, "Pixels d'une image de vidéo, au plus (4K et un dixième par défaut)"),
  VIDEO_MAX_MEMORY_MB: integer(1024, 128, 1_000_000, 'Mémoire permise à chaque ffmpeg ou ffprobe, en Mo'),
  UPLOAD_EXPIRY_HOURS: integer(24, 1, 24 * 365, 'Heures après lesquelles un envoi reprenable abandonné est supprimé'),
  TUS_MAX_PENDING: integer(5, 1, 1000, 'Envois reprenables en cours par membre, au plus'),
  CHAT_IMAGE_EXPIRY_MINUTES: integer(24 * 60, 0, 30 * 24 * 60, 'Minutes après lesquelles une photo du chat jamais envoyée est supprimée'),
  // Tenths of a second too: the tests run with a grace shorter than a second.
  CHAT_PRESENCE_GRACE_SECONDS: Type.Number({ default: 30, minimum: 0, maximum: 3600, description: 'Secondes avant d\'annoncer un proche parti du chat' }),
  VAPID_SUBJECT: optional('mailto: ou https: où les services de push joignent l\'expéditeur', '^(mailto:|https://)'),
  PUSH_ALLOWED_HOSTS: optional('Hôtes permis pour un abonnement push, en plus de ceux des navigateurs, séparés par des virgules (« hôte:port » pour un autre port que 443)'),
  FFMPEG_PATH: optional('Chemin de ffmpeg ; sinon celui du paquet @ffmpeg-installer'),
  FFPROBE_PATH: optional('Chemin de ffprobe ; sinon celui du paquet @ffprobe-installer'),
  MAP_TILES: optional('Fichier .pmtiles d\'une carte détaillée de la région du voyage (un extrait Protomaps) ; sans lui, la carte du monde intégrée'),
});
export type ConfigValues = Static<typeof ConfigEnv>;
export type Env = Record<string, string | undefined>;

type Property = TSchema & { type?: string; minimum?: number; maximum?: number; anyOf?: { const: unknown }[] };
const properties = Object.entries(ConfigEnv.properties) as [keyof ConfigValues, Property][];
/** Kept as typed: surrounding spaces may be part of a password. */
const untrimmed = new Set<string>(['ADMIN_PASSWORD']);

/**
 * The environment's text as the schema reads it: trimmed, empty as unset, and a number only when
 * written with digits (Ajv's own coercion would take `1e3`, `0x10` or `5.0`).
 */
function fromText(schema: Property, raw: string): string | number {
  const isNumber = schema.type === 'integer' ? /^\d+$/.test(raw) : schema.type === 'number' && /^\d+(\.\d+)?$/.test(raw);
  return isNumber ? Number(raw) : raw;
}

type EnvAjv = Parameters<Extract<NonNullable<EnvSchemaOpt['ajv']>, { customOptions: unknown }>['customOptions']>[0];
let strictAjv: EnvAjv | undefined;
/**
 * env-schema's Ajv without coercion: fromText has turned what is a number into one, and any other
 * text fails `type`. Made once from the class env-schema brings, then given as is, so the schema
 * is compiled once: a new Ajv per call cost ~40 ms, and every test app loads the config.
 */
const noCoercion = (): EnvSchemaOpt['ajv'] =>
  strictAjv ?? {
    customOptions: (fresh) => (strictAjv = new (fresh.constructor as new (options: EnvAjv['opts']) => EnvAjv)({ ...fresh.opts, coerceTypes: false })),
  };

interface AjvProblem {
  instancePath: string;
}

/** The variables, checked against the schema, or every problem found, one French line per variable. */
export function readEnvironment(env: Env): { values: ConfigValues | null; problems: string[] } {
  const texts = new Map<string, string>();
  const data: Record<string, string | number> = {};
  for (const [name, schema] of properties) {
    const raw = untrimmed.has(name) ? env[name] : env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    texts.set(name, raw);
    data[name] = fromText(schema, raw);
  }
  try {
    return { values: envSchema<ConfigValues>({ schema: ConfigEnv, data, env: false, ajv: noCoercion() }), problems: [] };
  } catch (error) {
    const errors = (error as { errors?: AjvProblem[] }).errors;
    if (errors === undefined) throw error;
    const wrong = new Set(errors.map((problem) => problem.instancePath.slice(1)));
    const problems = properties.filter(([name]) => wrong.has(name)).map(([name, schema]) => problemOf(name, schema, texts.get(name) ?? ''));
    return { values: null, problems };
  }
}

function problemOf(name: string, schema: Property, raw: string): string {
  const { minimum = 0, maximum = 0 } = schema;
  if (schema.type === 'integer') return configTexts.integer(name, minimum, maximum, raw);
  if (schema.type === 'number') return configTexts.decimal(name, minimum, maximum, raw);
  if (schema.anyOf !== undefined) return configTexts.oneOf(name, schema.anyOf.map((member) => member.const), raw);
  return configTexts.pattern[name]?.(raw) ?? configTexts.otherwise(name, raw);
}
