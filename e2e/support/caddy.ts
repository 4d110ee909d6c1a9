import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { until } from './until.ts';

/** The site block a self-hoster runs, imported unchanged. */
export const deployCaddyfile = resolve(import.meta.dirname, '../../deploy/Caddyfile');

export interface RunningCaddy {
  /** https://<domain>:<port> */
  origin: string;
  /** Base64 SHA-256 of the SPKI of Caddy's local root and intermediate: what Chromium's
   * --ignore-certificate-errors-spki-list takes to trust them as a relative's phone trusts a
   * public CA, with no certificate error left (a service worker refuses to register under one). */
  trustedSpkis: string[];
  process: ChildProcess;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '::1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

function spkiHash(pem: string): string {
  const der = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

/** An HTTPS GET of `path` through Caddy, trusting its local root only. */
function getThrough(port: number, domain: string, ca: string, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const asked = request({ host: '::1', port, servername: domain, path, headers: { host: `${domain}:${port}` }, ca, timeout: 2_000 }, (answer) => {
      answer.resume();
      done(answer.statusCode ?? 0);
    });
    asked.on('error', fail);
    asked.end();
  });
}

/**
 * Debian's `caddy` in front of `upstream` (host:port), serving https://<domain>:<free port> on
 * [::1] only: deploy/Caddyfile imported as it is, under a global block that swaps what a test
 * machine lacks (the public ports, a domain a public CA would sign: `local_certs` is `tls
 * internal` for every site, its root kept out of the system's trust store). The browser reaches
 * Caddy over IPv6 while Caddy reaches Lapin over IPv4, so the address Lapin reads from
 * X-Forwarded-For (::1) differs from its TCP peer (127.0.0.1). Resolves once Lapin's /healthz
 * answers through it.
 */
export async function startCaddy(domain: string, upstream: string): Promise<RunningCaddy> {
  const dir = await mkdtemp(join(tmpdir(), 'lapin-e2e-caddy-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const caddyfile = join(dir, 'Caddyfile');
  await writeFile(
    caddyfile,
    ['{', '\tadmin off', `\thttp_port ${httpPort}`, `\thttps_port ${httpsPort}`, '\tdefault_bind ::1', '\tlocal_certs', '\tskip_install_trust', '}', `import ${deployCaddyfile}`, ''].join('\n'),
  );
  const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config'), LAPIN_DOMAIN: domain, LAPIN_UPSTREAM: upstream },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<void>((done) => caddy.once('exit', () => done()));
  // A worker that ends without its afterAll must not leave Caddy running.
  const killOnExit = () => caddy.kill('SIGKILL');
  process.once('exit', killOnExit);
  const close = async () => {
    process.off('exit', killOnExit);
    if (caddy.exitCode === null && caddy.signalCode === null) caddy.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const pki = join(dir, 'data', 'caddy', 'pki', 'authorities', 'local');
    let root = '';
    await until(async () => {
      if (caddy.exitCode !== null) throw new Error(`caddy stopped:\n${log}`);
      root ||= await readFile(join(pki, 'root.crt'), 'utf8').catch(() => '');
      return root !== '' && (await getThrough(httpsPort, domain, root, '/healthz').catch(() => 0)) === 200;
    }, 'Caddy serving Lapin over HTTPS');
    const intermediate = await readFile(join(pki, 'intermediate.crt'), 'utf8');
    return { origin: `https://${domain}:${httpsPort}`, trustedSpkis: [spkiHash(root), spkiHash(intermediate)], process: caddy, close };
  } catch (error) {
    await close();
    throw error;
  }
}
