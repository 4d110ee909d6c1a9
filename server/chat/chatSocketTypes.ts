import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/chatTypes.ts';
import type { AuthUser } from '../auth/authTypes.ts';

export interface ChatSocketData {
  user: AuthUser;
  color: string;
}

export type ChatIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSocketData>;
export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSocketData>;
