import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { groupResetCode } from '../../shared/resetCode.ts';
import type { AccountEventMap } from '../accounts/authTypes.ts';
import { ConfigError, loadConfig, type Config } from '../platform/config.ts';
import type { Env } from '../platform/configSchema.ts';
import { DataDirBusy, refuseWhileHeld } from '../platform/dataDir/dataDirLock.ts';
import { DATABASE_FILE, migrateToLatest, openDatabase } from '../platform/db/database.ts';
import { HttpError } from '../platform/errors.ts';
import { usersRepository } from '../accounts/usersRepository.ts';
import { createAccountsService } from '../accounts/accountsService.ts';
import { normaliseEmail } from '../accounts/identity.ts';

// `npm run admin -- <command> <email>`: recovery for when no admin can sign in. It works on the
// server's database (DATABASE_URL, or the SQLite file in DATA_DIR) while the server runs: SQLite in
// WAL mode lets both write, and the busy timeout makes one wait for the other. Not while a restore
// replaces DATA_DIR, though: what it wrote would go with the old folder.

export const usage = `Utilisation :
  npm run admin -- reset-password <email>   affiche un code pour choisir un nouveau mot de passe
  npm run admin -- grant-admin <email>      fait de ce compte un administrateur (compte autorisé)

Le dossier de données est celui du serveur : DATA_DIR, ./data par défaut.`;

export const EXIT_OK = 0;
export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface CommandOptions {
  /** Tests lower it; otherwise the server's own cost. */
  scryptCost?: number;
}

const commands = ['reset-password', 'grant-admin'] as const;
type Command = (typeof commands)[number];

const isCommand = (value: string | undefined): value is Command => commands.includes(value as Command);

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short' });

function readConfig(env: Env, output: CommandOutput): Config | null {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err('Configuration invalide :');
    for (const problem of error.problems) output.err(`  - ${problem}`);
    return null;
  }
}

/** Runs one command and answers the process exit code. */
export async function runAdminCommand(
  args: readonly string[],
  env: Env,
  output: CommandOutput,
  options: CommandOptions = {},
): Promise<number> {
  const [command, rawEmail, ...extra] = args;
  if (!isCommand(command) || rawEmail === undefined || rawEmail.trim() === '' || extra.length > 0) {
    output.err(command === undefined ? usage : `Commande non reconnue : ${args.join(' ')}\n\n${usage}`);
    return EXIT_USAGE;
  }
  const loaded = readConfig(env, output);
  if (!loaded) return EXIT_REFUSED;
  const config = { ...loaded, scryptCost: options.scryptCost ?? loaded.scryptCost };
  try {
    await refuseWhileHeld(config.dataDir, ['restore'], 'la commande');
  } catch (error) {
    if (!(error instanceof DataDirBusy)) throw error;
    output.err(error.message);
    return EXIT_REFUSED;
  }
  if (config.databaseUrl === null && !existsSync(join(config.dataDir, DATABASE_FILE))) {
    output.err(`Aucune base de données dans ${config.dataDir} : vérifiez DATA_DIR, ou démarrez le serveur une première fois.`);
    return EXIT_REFUSED;
  }

  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const email = normaliseEmail(rawEmail);
    const user = await usersRepository(db).findByEmail(email);
    if (!user) {
      output.err(`Aucun compte avec l'email ${email}.`);
      return EXIT_REFUSED;
    }
    // No socket lives in this process: the server ends its own sessions' sockets when it sees them go.
    const accounts = createAccountsService({ db, config, events: new EventEmitter<AccountEventMap>() });
    const who = `${user.first_name} (${user.email})`;
    if (command === 'reset-password') {
      const { code, expires } = await accounts.issueResetCode(user.id, null);
      output.out(`Code de réinitialisation pour ${who} : ${groupResetCode(code)}`);
      output.out(`Valable une seule fois, jusqu'au ${dateFormat.format(expires)}. Un code donné avant ne marche plus.`);
      output.out("Sur l'écran de connexion, « Mot de passe oublié ? » : l'email, ce code, puis le nouveau mot de passe.");
    } else {
      const result = await accounts.grantAdmin(user.id);
      output.out(result === 'granted' ? `${who} est maintenant administrateur.` : `${who} est déjà administrateur.`);
    }
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    output.err(error.message);
    return EXIT_REFUSED;
  } finally {
    await db.destroy();
  }
}
