import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

// The trip benchmark's floor: a bare Fastify route in its own process sending the very bytes
// Lapin sent for trip/get (brotli), with no token check, no lookup and no logging.
const body = await readFile(process.argv[2] ?? '');
const app = Fastify({ logger: false });
app.post('/api/trip/get', async (_request, reply) => reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(body));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`Lapin tourne sur ${url}\n`);
process.once('SIGTERM', () => process.exit(0));
