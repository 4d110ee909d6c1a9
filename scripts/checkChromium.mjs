// `npm test` drives a real Chromium; say how to get one instead of failing deep inside a test.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`Chromium introuvable (${path}). Installez-le avec :`);
  console.error('  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation');
  console.error('ou indiquez son chemin dans CHROMIUM_PATH.');
  process.exit(1);
}
