import { runAdminCommand } from './adminCommands.ts';

// Entry point of `npm run admin -- <command> <email>` (see adminCommands.ts).
runAdminCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('La commande a échoué :', error);
    process.exitCode = 1;
  },
);
