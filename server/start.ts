import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { buildClient, clientIsStale } from './clientBuild.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

// `npm start`: check the config, make sure an admin can log in, build the client when stale, listen.

const adminHelp = `No admin account exists yet, and there is no default password.
Start once with the first admin's details, for example:

  ADMIN_EMAIL=you@example.org ADMIN_PASSWORD='a long secret' ADMIN_PSEUDO='Marie' npm start

The password needs at least 8 characters; the pseudo, letters and spaces only.
Once the admin exists, the three variables can be left out.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function ensureClient(config: Config): Promise<void> {
  if (process.env.SKIP_CLIENT_BUILD === '1') {
    console.info('SKIP_CLIENT_BUILD=1: serving the API with whatever is in CLIENT_DIR.');
    return;
  }
  if (!(await clientIsStale(config.clientDir))) return;
  console.info(`Building the web client into ${config.clientDir}…`);
  try {
    await buildClient(config.clientDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    fail(`Building the web client failed (vite build):\n${reason}\n
Fix the error above, or start the API alone with SKIP_CLIENT_BUILD=1 npm start.`);
  }
}

function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const close = (signal: string) => {
    if (closing) process.exit(1); // a second Ctrl-C does not wait
    closing = true;
    console.info(`${signal} received, closing…`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => close('SIGINT'));
  process.on('SIGTERM', () => close('SIGTERM'));
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config);
  if (!(await app.accounts.hasAdmin())) {
    await app.close();
    fail(adminHelp);
  }
  await ensureClient(config);
  closeOnSignals(app);
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as { port: number };
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.info(`Lapin is running at http://${host}:${port}`);
}

main().catch((error: unknown) => {
  console.error('Lapin could not start:', error);
  process.exit(1);
});
