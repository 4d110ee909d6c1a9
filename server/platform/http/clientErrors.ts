import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { messages } from '../messages.ts';

// How long a refused connection is read (and its bytes dropped) before it is cut anyway.
const DRAIN_MS = 5000;
const answered = new WeakSet<Socket>();

function answerOf(error: NodeJS.ErrnoException): [number, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, messages.headersTooLarge];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, messages.requestTimeout];
  return [400, messages.invalidRequest];
}

/**
 * Fastify's `clientErrorHandler`: what Node refuses before any route sees it (headers past 16 KB,
 * a request that never ends, bytes that are not HTTP) gets `{ message }` in French, like every
 * other refusal. The connection is then closed gently: Fastify's own handler destroys it at once,
 * and a client still sending (the rest of its headers, a body) gets a reset, often before it has
 * read the answer. Here the server says it is done, reads what still comes and drops it, and only
 * cuts a client that goes on sending for DRAIN_MS.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // Node reports every later chunk of a request it could not parse again; one answer is enough.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const [status, message] = answerOf(error);
  this.log.info({ code: error.code, status }, 'request refused before its route');
  // A keep-alive connection may be halfway through an answer: nothing can be added to it then.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && (inFlight == null || !inFlight.headersSent)) {
    const body = JSON.stringify({ message });
    const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  } else {
    socket.end();
  }
  socket.resume();
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}
