import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from './db/databaseUnavailable.ts';
import { HttpError } from './errors.ts';
import { isDiskFull } from './disk/diskFull.ts';
import { diskMessages } from './disk/diskMessages.ts';
import { PhotoError } from '../photos/photoErrors.ts';
import { messages, validationMessage } from './messages.ts';

const clientErrorMessages: Record<number, string> = {
  413: messages.bodyTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
};

const malformedBodyCodes = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

// The multipart parser (@fastify/busboy) reports a truncated or boundary-less upload with a plain
// Error and no status: that is the client's broken body, not a server fault.
const malformedMultipartMessages = new Set(['Unexpected end of multipart data', 'Multipart: Boundary not found']);

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
  }
  if (error instanceof PhotoError) {
    request.log.info({ err: error.cause ?? error }, 'media refused');
    return reply.code(error.statusCode).send({ message: error.message });
  }
  if (error.statusCode === undefined && malformedMultipartMessages.has(error.message)) {
    request.log.info({ reason: error.message }, 'malformed multipart body');
    return reply.code(400).send({ message: messages.invalidRequest });
  }
  if (error.validation) {
    request.log.info({ validation: error.validation }, 'request refused by its schema');
    return reply.code(400).send({ message: validationMessage(error.validation[0]) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = malformedBodyCodes.has(error.code)
      ? messages.invalidJson
      : (clientErrorMessages[status] ?? messages.invalidRequest);
    request.log.info({ code: error.code, reason: error.message }, 'client error');
    return reply.code(status).send({ message });
  }
  // A full disk is no bug of the request: the user is told to warn the admin.
  if (isDiskFull(error)) {
    request.log.error({ err: error }, 'request failed: the disk is full');
    return reply.code(507).send({ message: diskMessages.writeFailed });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('retry-after', '5').send({ message: messages.databaseUnavailable });
  }
  // The details stay in the log; the caller learns nothing about the server's insides.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: messages.internalError });
}

/** The one error handler: every failure answers `{ message }`, in French when a user can act on it. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'errors' },
);
