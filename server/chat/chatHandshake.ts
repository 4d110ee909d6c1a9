import type { Socket } from 'socket.io';
import { chatConstants } from '../../shared/chatTypes.ts';

type HandshakeFields = Pick<Socket['handshake'], 'auth' | 'headers'>;

// Browsers cannot set headers on a WebSocket, so the client sends token and lastts both as headers
// (polling handshake, Node clients) and in `auth` (every connect). `auth` is read first: the client
// refreshes it before each reconnection.
function field(handshake: HandshakeFields, name: 'token' | 'lastts'): string | undefined {
  const fromAuth: unknown = handshake.auth?.[name];
  if (typeof fromAuth === 'string' && fromAuth !== '') return fromAuth;
  const fromHeader = handshake.headers[name];
  return typeof fromHeader === 'string' && fromHeader !== '' ? fromHeader : undefined;
}

export function handshakeToken(handshake: HandshakeFields): string | undefined {
  return field(handshake, 'token');
}

/** The device's newest known ts, or null when it has no history ('0', missing or not a timestamp). */
export function handshakeLastts(handshake: HandshakeFields): number | null {
  const raw = field(handshake, 'lastts') ?? chatConstants.initialLastts;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const ts = Number(raw);
  return ts > 0 ? ts : null;
}
