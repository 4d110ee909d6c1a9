import { Type } from '@sinclair/typebox';

/**
 * Issue 24's outbox: the id a device gives a message or a comment when the relative sends it (a
 * UUID), kept while it sends it again. The server stores (sender, clientId) once. Optional on the
 * wire: a payload without it works as before.
 */
export const ClientId = Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' });
