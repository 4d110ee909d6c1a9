import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/chatTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';

export interface ChatSocketData {
  user: AuthUser;
  /** The session the socket was opened with (Authenticator.sessionId of its token). */
  sessionId: string;
  color: string;
}

export type ChatIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSocketData>;
export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSocketData>;
