import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

// The feed benchmark's floor: a bare Fastify route in its own process answering the very JSON
// Lapin answered for the same call, with no token check, no query and no logging. Plain
// JavaScript on plain node, as the built server Lapin's side runs.
const body = await readFile(process.argv[2] ?? '', 'utf8');
const app = Fastify({ logger: false });
app.post('/api/article/load', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`Lapin tourne sur ${url}\n`);
// A clean exit on SIGTERM, so that --cpu-prof (FEED_PROFILE) gets to write its profile.
process.once('SIGTERM', () => process.exit(0));
