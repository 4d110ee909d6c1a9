import { stat } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { Type, type Static } from '@sinclair/typebox';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { BookCreateBody, BookCreateReply, BookCurrentBody, BookCurrentReply, BookStatus, BookStatusBody } from '../../shared/bookTypes.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { requireUser } from '../accounts/authPlugin.ts';
import { readSessionCookie } from '../accounts/sessionCookie.ts';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { attachmentDisposition, fileLabel } from '../photos/downloadNames.ts';
import { sendByteRange } from '../videos/byteRange.ts';
import { bookFile, booksRoot } from './bookFiles.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };
// Any string: a name that is not a book's is a 404, not a 400.
const BookFileParams = Type.Object({ file: Type.String() });
const servedName = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

/**
 * Issue 42, beside the spec's calls: ask for the trip's book, follow it, and download it. The PDF
 * is served as the videos are (videoMediaRoutes.ts): the session cookie checked on every request
 * and followed while the bytes go out (a ban or a sign-out ends the download), byte ranges, and
 * named after the trip (« Islande 2026.pdf »).
 */
export const bookRoutes = fp(
  async (app) => {
    app.post<{ Body: BookCreateBody }>(
      '/api/book/create',
      { schema: { body: BookCreateBody, response: { 200: BookCreateReply, ...errors } }, preHandler: requireUser },
      async (request) => app.books.create(request.user, request.body),
    );

    app.post<{ Body: BookStatusBody }>(
      '/api/book/status',
      { schema: { body: BookStatusBody, response: { 200: BookStatus, ...errors } }, preHandler: requireUser },
      async (request) => app.books.status(request.body.id),
    );

    app.post<{ Body: BookCurrentBody }>(
      '/api/book/current',
      { schema: { body: BookCurrentBody, response: { 200: BookCurrentReply, ...errors } }, preHandler: requireUser },
      async (request) => app.books.current(request.body.trip),
    );

    const root = booksRoot(app.config.dataDir);
    app.get<{ Params: Static<typeof BookFileParams> }>('/media/books/:file', { schema: { params: BookFileParams } }, async (request, reply) => {
      const id = servedName.exec(request.params.file)?.[1];
      if (id === undefined) throw new HttpError(404, messages.notFound);
      const token = readSessionCookie(request.headers.cookie);
      const user = token === undefined ? null : await app.authenticator.authenticate(token);
      if (token === undefined || !user) throw new HttpError(401, accountMessages.sessionInvalid);
      const book = await app.books.download(id);
      if (book === undefined) throw new HttpError(404, messages.notFound);
      const path = bookFile(root, id);
      const size = await stat(path).then(
        (info) => (info.isFile() ? info.size : undefined),
        () => undefined,
      );
      if (size === undefined) throw new HttpError(404, messages.notFound);
      // A book of 500 MB takes minutes on a phone: a ban or a sign-out meanwhile ends it.
      app.sessionStreams.follow(token, user, reply.raw);
      return sendByteRange(reply, request.headers.range, path, size, {
        'cache-control': 'private, no-cache',
        'content-type': 'application/pdf',
        'content-disposition': attachmentDisposition(`${fileLabel(book.title, 100, 'livre')}.pdf`),
      });
    });
  },
  { name: 'book-routes', dependencies: ['auth', 'books'] },
);
