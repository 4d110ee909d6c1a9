import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { liveNamespace } from '../shared/liveTypes.ts';
import { product } from '../shared/product.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/platform/config.ts';

// A server on its own in a child process, so the live benchmark reads its memory alone:
// `lapin` is the real app, `bare` a socket.io namespace on the same path with no auth and no events.
export const benchAdmin = { email: 'bench@lapin.test', password: 'terrier-bench-42', pseudo: 'Banc' };

async function startLapin(): Promise<string> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'lapin-bench-live-')),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: benchAdmin.email,
    ADMIN_PASSWORD: benchAdmin.password,
    ADMIN_PSEUDO: benchAdmin.pseudo,
    // The bench opens its 300 idle sockets with one token: the per-account cap (20) would close them.
    MAX_SOCKETS_PER_ACCOUNT: '1000',
  });
  const app = await buildApp({ ...config, logger: false, scryptCost: 2 ** 14 });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function startBare(): Promise<string> {
  const server = createServer();
  const io = new Server(server, { path: product.socketPath, serveClient: false });
  io.of(liveNamespace).on('connection', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

if (process.argv[1]?.endsWith('liveServerProcess.ts')) {
  const url = await (process.argv[2] === 'bare' ? startBare() : startLapin());
  process.stdout.write(`${JSON.stringify({ url })}\n`);
}
