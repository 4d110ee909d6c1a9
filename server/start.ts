import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { buildClient, clientIsStale } from './platform/clientBuild.ts';
import { PASSWORD_MIN_LENGTH } from '../shared/pseudo.ts';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';
import { DataDirBusy, takeServerLock } from './platform/dataDir/dataDirLock.ts';
import { sweepAtStart } from './backup/workFiles.ts';

// `npm start`: check the config, make sure an admin can log in, build the client when stale, listen.

const adminHelp = `Aucun compte admin n'existe encore, et il n'y a pas de mot de passe par défaut.
Démarrez une première fois avec les informations du premier admin, par exemple :

  ADMIN_EMAIL=vous@example.org ADMIN_PASSWORD='un long secret' ADMIN_PSEUDO='Marie' npm start

Le mot de passe demande au moins ${PASSWORD_MIN_LENGTH} caractères ; le pseudo, seulement des lettres et des espaces.
Une fois l'admin créé, les trois variables peuvent être omises.`;

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
    console.info("SKIP_CLIENT_BUILD=1 : l'API sert ce que contient CLIENT_DIR, tel quel.");
    return;
  }
  if (!(await clientIsStale(config.clientDir))) return;
  console.info(`Construction de l'application web dans ${config.clientDir}…`);
  try {
    await buildClient(config.clientDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    fail(`La construction de l'application web a échoué (vite build) :\n${reason}\n
Corrigez l'erreur ci-dessus, ou démarrez l'API seule avec SKIP_CLIENT_BUILD=1 npm start.`);
  }
}

function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const close = (signal: string) => {
    if (closing) process.exit(1); // a second Ctrl-C does not wait
    closing = true;
    const deadline = app.config.shutdownTimeoutMs;
    console.info(`${signal} reçu, arrêt en cours (au plus ${deadline / 1000} s)…`);
    // New connections are refused at once; requests under way get until the deadline, then the
    // connections still open (a slow client, say) are cut and the stop goes on: the database is
    // checkpointed and closed either way.
    const cutSlowClients = setTimeout(() => {
      console.warn("Délai d'arrêt dépassé : les connexions encore ouvertes sont coupées.");
      app.server.closeAllConnections();
    }, deadline);
    cutSlowClients.unref();
    const lastResort = setTimeout(() => {
      console.error("L'arrêt n'a pas abouti à temps : sortie forcée.");
      process.exit(1);
    }, deadline + 10_000);
    lastResort.unref();
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
  // What killed backups, restores and exports left goes first: a restore killed mid-swap puts the
  // old folder back before anything opens DATA_DIR.
  await sweepAtStart(config.dataDir, config.backups?.dir ?? null);
  // Before the database opens: `npm run restore` refuses while this lock is held, and a restore
  // under way makes this start refuse.
  await takeServerLock(config.dataDir).catch((error: unknown) => {
    if (error instanceof DataDirBusy) fail(error.message);
    throw error;
  });
  const app = await buildApp(config);
  // Last resort: a rejection nobody handles is a bug to fix where it happens, but it must not take
  // the family's server down with it (Node's default ends the process). The fault tests watch for this line.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
  if (!(await app.accounts.hasAdmin())) {
    await app.close();
    fail(adminHelp);
  }
  await ensureClient(config);
  closeOnSignals(app);
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as { port: number };
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.info(`Lapin tourne sur http://${host}:${port} (Node ${process.version})`);
}

main().catch((error: unknown) => {
  console.error("Lapin n'a pas pu démarrer :", error);
  process.exit(1);
});
