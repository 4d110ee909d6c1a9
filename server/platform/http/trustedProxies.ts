import { isIP } from 'node:net';

/**
 * TRUST_PROXY, read: how many proxies stand between the clients and the app (0: none), or which
 * peers are proxies (addresses, CIDR ranges, or proxy-addr's names such as `uniquelocal`).
 */
export type TrustProxy = number | string[];

/** What Fastify's `trustProxy` option gets. */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const MAX_HOPS = 10;
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export type TrustProxyReading = { ok: true; value: TrustProxy } | { ok: false; problems: string[] };

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `true` is one hop; `false`, `0` and nothing mean no proxy; otherwise a hop count or a list. */
export function readTrustProxy(raw: string): TrustProxyReading {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false') return { ok: true, value: 0 };
  if (value === 'true') return { ok: true, value: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_HOPS) return { ok: true, value: hops };
    return { ok: false, problems: [`TRUST_PROXY compte au plus ${MAX_HOPS} proxys (reçu : « ${raw} »).`] };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length === 0) return { ok: true, value: entries };
  return {
    ok: false,
    problems: [
      'TRUST_PROXY doit valoir un nombre de proxys (1, 2…), true, false, ou une liste d’adresses IP ou de plages CIDR ' +
        `séparées par des virgules (reçu : « ${raw} » ; ${wrong.map((entry) => `« ${entry} »`).join(', ')} n’est ni une adresse ni une plage).`,
    ],
  };
}

/**
 * Fastify's `trustProxy: true` trusts every hop and so takes the left-most X-Forwarded-For entry,
 * which the client writes itself: never given. A list lets proxy-addr walk the header from the
 * right, skipping trusted proxies, and stop at the first address that is not one: the address
 * the nearest trusted proxy saw. A hop count becomes a function, because Fastify turns a bare
 * number into "trust nobody"; it trusts the peer whatever it is, so the app's port must only be
 * reachable through the proxy (the README's configuration table says so).
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyTrustProxy {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
