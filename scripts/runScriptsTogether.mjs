// `npm test` checks types and lint side by side (each mostly waits on one core): the two npm
// scripts named on the command line run at once, each one's output is printed whole when it
// ends, and the exit code is non-zero if either failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }));
      }),
  ),
);
for (const { name, code, output } of results) {
  process.stdout.write(`> ${name}: ${code === 0 ? 'ok' : `échec (code ${code})`}\n`);
  process.stdout.write(output);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
