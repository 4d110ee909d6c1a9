import fastifySwagger from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import packageJson from '../../../package.json' with { type: 'json' };
import { ErrorReply } from '../../../shared/accountTypes.ts';
import { product } from '../../../shared/product.ts';
import { SESSION_COOKIE } from '../../accounts/sessionCookie.ts';
import { tusPath } from '../../videos/tusUploads.ts';
import { HEALTH_PATH } from '../healthRoutes.ts';
import { tusPaths, undeclaredShapes } from './undeclaredShapes.ts';

export const OPENAPI_PATH = '/api/openapi.json';

const description = [
  `L'API de ${product.name}, telle que le client web l'appelle. Presque chaque appel est un POST JSON ;`,
  "la session est le `token` du corps (le `userToken` de /api/user/login), sauf pour /media/ et",
  `/api/admin/export/ (le cookie \`${SESSION_COOKIE}\` posé à la connexion) et l'envoi tus (\`Authorization: Bearer\`).`,
  'Un refus (4xx) ou une panne (5xx) répond `{ message }`, en français quand la personne peut y remédier.',
  `Le chat et les nouvelles en direct passent par socket.io sur ${product.socketPath} : voir docs/api.md.`,
].join(' ');

const errorKeys = ['4xx', '5xx'] as const;
// The health check too: monitoring and proxies are API users, even without a session.
const documented = (url: string) => url.startsWith('/api/') || url.startsWith('/media/') || url === HEALTH_PATH;
const isTus = (url: string) => url === tusPath || url.startsWith(`${tusPath}/`);
/** `/api/<group>/<call>` is tagged `<group>` (user, admin, article…), the photo and video files `media`,
 * /healthz `health`. */
function tagOf(url: string): string {
  const [, root, group, call] = url.split('/');
  if (url === HEALTH_PATH) return 'health';
  return root === 'media' ? 'media' : call !== undefined && group !== undefined ? group : 'api';
}

/** `POST /api/user/login` is `postUserLogin`, `GET /media/albums/:folder/:file` `getMediaAlbumsFolderFile`: the
 * names a client generator gives its functions. */
function operationIdOf(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter((word) => word !== '' && word !== 'api');
  return method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
}

const refusals = {
  '4xx': { $ref: 'ErrorReply#', description: 'Refusé : `message` dit pourquoi, en français' },
  '5xx': { $ref: 'ErrorReply#', description: 'Panne du serveur : `message` en français, les détails restent dans son journal' },
};

/** For answers whose schema has no description of its own, by the status's first digit. */
const answerDescriptions: Record<string, string> = { '2': 'Réussi', '4': 'Refusé' };

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * TypeBox writes a union of literals as `anyOf` of one-value enums; the document shows one `enum`
 * instead, which is what client generators turn into a type.
 */
function mergeLiteralUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(mergeLiteralUnions);
  if (!isNode(node)) return;
  const members = node.anyOf;
  if (Array.isArray(members) && members.length > 1) {
    const literals = members.filter((member): member is Node => isNode(member) && Object.keys(member).length === 2 && Array.isArray(member.enum) && member.enum.length === 1);
    const types = new Set(literals.map((member) => member.type));
    if (literals.length === members.length && types.size === 1) {
      delete node.anyOf;
      Object.assign(node, { type: literals[0]?.type, enum: literals.map((member) => (member.enum as unknown[])[0]) });
    }
  }
  Object.values(node).forEach(mergeLiteralUnions);
}

/**
 * A route's schema as the document shows it: its own, plus what it cannot declare (multipart forms,
 * downloads), and `{ message }` for every refusal, since the error handler answers that to all.
 * The route keeps its schema: Fastify validates and serializes with that one only.
 */
function documentedSchema(method: string, url: string, schema: FastifySchema = {}): FastifySchema & Record<string, unknown> {
  const shape = undeclaredShapes[url];
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined), ...shape?.response };
  for (const key of errorKeys) {
    // The shared component instead of a copy in each answer.
    if (response[key] === undefined || response[key] === ErrorReply) response[key] = refusals[key];
  }
  for (const [status, answer] of Object.entries(response)) {
    const said = answerDescriptions[status[0] ?? ''];
    if (said !== undefined && isNode(answer) && answer.description === undefined) response[status] = { ...answer, 'x-response-description': said };
  }
  return {
    ...schema,
    operationId: operationIdOf(method, url),
    tags: [tagOf(url)],
    ...(shape && { summary: shape.summary, security: shape.security }),
    ...(shape?.body && { body: shape.body, consumes: shape.consumes }),
    response,
  };
}

/**
 * GET /api/openapi.json: an OpenAPI 3.1 document made by @fastify/swagger from the routes' own
 * TypeBox schemas. Registered before the routes (swagger collects them in an onRoute hook, at
 * registration only: no other request pays for it). Served to anyone without a token: it
 * describes the calls, not the family's data.
 */
export const openapiPlugin = fp(
  async (app) => {
    // A shared schema only for the document's `components`: no route refers to it by id.
    app.addSchema({ $id: 'ErrorReply', description: 'Refus ou panne, en français', ...ErrorReply });

    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: product.name, version: packageJson.version, description },
        components: {
          securitySchemes: {
            sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Posé par /api/user/login' },
            bearer: { type: 'http', scheme: 'bearer', description: 'Le userToken de /api/user/login' },
          },
          responses: { Error: { description: 'Refus ou panne, en français', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } } } },
        },
        paths: tusPaths,
      },
      // Shared schemas keep their $id as their name in `components.schemas`.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      transform: ({ schema, url, route }) => {
        // tus takes every method through two catch-alls: tusPaths lists the ones it answers.
        if (!documented(url) || isTus(url) || typeof route.method !== 'string') return { schema: { ...schema, hide: true }, url };
        return { schema: documentedSchema(route.method, url, schema), url };
      },
      transformObject: (generated) => {
        const document = 'openapiObject' in generated ? generated.openapiObject : generated.swaggerObject;
        mergeLiteralUnions(document.paths);
        return document;
      },
    });

    // Built at the first request rather than at `ready`: it takes ~50 ms, which every test app
    // and every start would pay for a document few ever ask for. Then the same string for all.
    let document: string | undefined;
    app.get(
      OPENAPI_PATH,
      { schema: { summary: 'Ce document', response: { 200: Type.Object({}, { description: 'Le document OpenAPI 3.1' }) } } },
      async (_request, reply) => {
        document ??= JSON.stringify(app.swagger());
        return reply.type('application/json; charset=utf-8').send(document);
      },
    );
  },
  { name: 'openapi' },
);
