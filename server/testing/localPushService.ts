import { execFile } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ece from 'http_ece';
import type { PushPayload, PushSubscriptionInput } from '../../shared/pushTypes.ts';

// A push service on this machine, over HTTPS with a certificate made here, that does what FCM or
// Mozilla's autopush do with a message: it checks the sender's VAPID signature (RFC 8292) and
// decrypts the aes128gcm payload (RFC 8188, 8291) with the subscription's private key, which only
// the "browser" (this file) holds. It listens on `localhost` and a free port, which
// PUSH_ALLOWED_HOSTS names as `localhost:<port>` (a bare host means port 443).

export interface ReceivedPush {
  /** Which subscription it was sent to (the path's last segment). */
  device: string;
  payload: PushPayload;
  /** The VAPID JWT's claims, once checked. */
  claims: { aud: string; exp: number; sub: string };
  publicKey: string;
}

/** What the service answers a device's pushes: accept (201), a status, or nothing for a while. */
export type DeviceBehaviour = { status: number } | { hangMs: number };

export interface LocalPushService {
  origin: string;
  /** The certificate's PEM file, for NODE_EXTRA_CA_CERTS. */
  certFile: string;
  /** An agent that trusts the certificate, for an app built in the test's own process. */
  agent: Agent;
  received: ReceivedPush[];
  /** Pushes refused because their signature or encryption was wrong. */
  rejected: string[];
  /** A new browser subscription: its JSON as the server receives it. */
  subscribe(device: string): PushSubscriptionInput;
  behave(device: string, behaviour: DeviceBehaviour | undefined): void;
  /** Resolves once `count` pushes have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function makeTestCertificate(dir: string): Promise<{ key: string; cert: string; certFile: string }> {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', keyFile, '-out', certFile,
  ]);
  return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8'), certFile };
}

function checkVapid(header: string | undefined, origin: string): { claims: ReceivedPush['claims']; publicKey: string } | string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return `no vapid Authorization header: ${header}`;
  const [, jwt, publicKey] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) return 'malformed JWT';
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header64.alg !== 'ES256') return `alg ${header64.alg}`;
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return 'bad JWT signature';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) return `exp ${claims.exp}`;
  if (!/^(mailto:|https:)/.test(claims.sub)) return `sub ${claims.sub}`;
  return { claims, publicKey };
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = await mkdtemp(join(tmpdir(), 'lapin-push-'));
  const { key, cert, certFile } = await makeTestCertificate(dir);
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const behaviours = new Map<string, DeviceBehaviour>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  const checked = new Map<string, { claims: ReceivedPush['claims']; publicKey: string }>();
  let origin = '';

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = decodeURIComponent(request.url?.split('/').pop() ?? '');
      const behaviour = behaviours.get(device);
      if (behaviour && 'hangMs' in behaviour) {
        setTimeout(() => response.writeHead(201).end(), behaviour.hangMs).unref();
        return;
      }
      if (behaviour) {
        response.writeHead(behaviour.status).end();
        return;
      }
      const refuse = (reason: string) => {
        rejected.push(reason);
        response.writeHead(400).end(reason);
      };
      const keys = devices.get(device);
      if (request.method !== 'POST' || !keys) return refuse(`unknown device ${device}`);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(`encoding ${request.headers['content-encoding']}`);
      if (!request.headers.ttl) return refuse('no TTL');
      // A sender signs one header per push service and reuses it for hours: checked once each.
      const authorization = request.headers.authorization ?? '';
      const vapid = checked.get(authorization) ?? checkVapid(authorization, origin);
      if (typeof vapid !== 'string') checked.set(authorization, vapid);
      if (typeof vapid === 'string') return refuse(vapid);
      let payload: PushPayload;
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth.toString('base64url') });
        payload = JSON.parse(plain.toString('utf8')) as PushPayload;
      } catch (error) {
        return refuse(`not decrypted: ${String(error)}`);
      }
      received.push({ device, payload, ...vapid });
      response.writeHead(201).end();
      waiters = waiters.filter((waiter) => {
        if (received.length < waiter.count) return true;
        waiter.resolve();
        return false;
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: true });

  return {
    origin,
    certFile,
    agent,
    received,
    rejected,
    subscribe(device) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(device)}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    behave(device, behaviour) {
      if (behaviour) behaviours.set(device, behaviour);
      else behaviours.delete(device);
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${received.length} pushes of ${count} arrived; refused: ${rejected.join('; ')}`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
