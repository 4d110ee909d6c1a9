// `npm test` drives a real Chromium, and Caddy in front of the server (e2e/https.e2e.ts); say how
// to get them instead of failing deep inside a test.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

console.info(`npm test sous Node ${process.version}`);
const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`Chromium introuvable (${path}). Installez-le avec :`);
  console.error('  sudo apt-get update && sudo apt-get install -y chromium');
  console.error('ou indiquez son chemin dans CHROMIUM_PATH.');
  process.exit(1);
}
if (spawnSync('caddy', ['version']).status !== 0) {
  console.error('Caddy introuvable (commande caddy). Installez-le avec :');
  console.error('  sudo apt-get update && sudo apt-get install -y caddy');
  process.exit(1);
}
