import { describe, expect, it } from 'vitest';
import type { ChatMessage, Participant } from '../../shared/chatTypes.ts';
import { ChatHub, type PresenceBook } from './ChatHub.ts';
import type { ChatIo, ChatSocket } from './chatSocketTypes.ts';

// A stand-in for socket.io's rooms: enough to see who receives what, in which order.
function fakeIo() {
  const sockets = new Map<string, FakeSocket>();
  const inbox = (id: string) => sockets.get(id)!.inbox;
  const io = {
    sockets: { sockets },
    to: (room: string) => ({
      except: (ids: string | string[]) => ({
        emit: (event: string, payload: unknown) => {
          const skipped = new Set(Array.isArray(ids) ? ids : [ids]);
          for (const socket of sockets.values()) if (socket.rooms.has(room) && !skipped.has(socket.id)) socket.inbox.push([event, payload]);
        },
      }),
      emit: (event: string, payload: unknown) => {
        for (const socket of sockets.values()) if (socket.rooms.has(room)) socket.inbox.push([event, payload]);
      },
    }),
  };
  const connect = (id: string) => {
    const socket = new FakeSocket(id);
    sockets.set(id, socket);
    return socket;
  };
  (io as Record<string, unknown>).local = io;
  return { io: io as unknown as ChatIo, connect, inbox };
}

class FakeSocket {
  readonly inbox: [string, unknown][] = [];
  readonly rooms = new Set<string>();
  disconnected = false;
  constructor(readonly id: string) {}
  emit(event: string, payload: unknown) {
    this.inbox.push([event, payload]);
  }
  join(room: string) {
    this.rooms.add(room);
  }
  disconnect() {
    this.disconnected = true;
  }
  get chat() {
    return this as unknown as ChatSocket;
  }
}

/** The database's presence book, in memory: one user counts once however many tabs they have. */
function memoryPresence(): PresenceBook {
  const users = new Map<number, { participant: Participant; sockets: Set<string> }>();
  return {
    add: async (socketId, userId, participant) => {
      const entry = users.get(userId);
      if (entry) return !entry.sockets.add(socketId);
      users.set(userId, { participant, sockets: new Set([socketId]) });
      return true;
    },
    remove: async (socketId, userId) => {
      const entry = users.get(userId);
      if (!entry || !entry.sockets.delete(socketId) || entry.sockets.size > 0) return false;
      users.delete(userId);
      return true;
    },
    list: async () => [...users.values()].map(({ participant }) => participant),
  };
}

const message = (ts: number, text = `m${ts}`): ChatMessage => ({ message: text, sender: 'Paul', ts: String(ts), color: '#e57373' });
const paul = { username: 'Paul', color: '#e57373' };
const camille = { username: 'Camille', color: '#64b5f6' };

describe('ChatHub', () => {
  it('sends what was delivered during the history read after the snapshot, without repeating it', async () => {
    const { io, connect } = fakeIo();
    const presence = memoryPresence();
    const hub = new ChatHub(io, presence);
    const sender = connect('sender');
    await hub.join(sender.chat, 1, paul);
    hub.goLive(sender.chat, 'initializechat', [], 0, await presence.list());

    const reader = connect('reader');
    await hub.join(reader.chat, 2, camille);
    // Stored before the read (so in the snapshot), and delivered while the read ran:
    hub.deliver(message(10), 'sender');
    // Stored after the read: only the delivery carries it.
    hub.deliver(message(11), 'sender');
    hub.goLive(reader.chat, 'retrievechat', [message(9), message(10)], 5, await presence.list());
    hub.deliver(message(12), 'sender');

    expect(reader.inbox).toEqual([
      ['retrievechat', { participants: [paul, camille], messages: [message(9), message(10)] }],
      ['newmessage', message(11)],
      ['newmessage', message(12)],
    ]);
    expect(sender.inbox.filter(([event]) => event === 'newmessage')).toEqual([]);
  });

  it('flushes everything after lastts when the snapshot is empty', async () => {
    const { io, connect } = fakeIo();
    const hub = new ChatHub(io, memoryPresence());
    const reader = connect('reader');
    await hub.join(reader.chat, 2, camille);
    hub.deliver(message(4), 'sender');
    hub.deliver(message(7), 'sender');
    hub.goLive(reader.chat, 'retrievechat', [], 5, []);
    expect(reader.inbox.slice(1)).toEqual([['newmessage', message(7)]]);
  });

  it('a message from another node reaches the sender\'s other sockets here, and a deletion every catching-up one', async () => {
    const { io, connect } = fakeIo();
    const hub = new ChatHub(io, memoryPresence());
    const reader = connect('reader');
    await hub.join(reader.chat, 2, camille);
    hub.deliver(message(20), 'socket-on-node-b');
    hub.deliver(message(21), 'socket-on-node-b');
    hub.deleteMessage('20');
    hub.goLive(reader.chat, 'retrievechat', [message(20)], 10, []);
    expect(reader.inbox).toEqual([
      ['retrievechat', { participants: [], messages: [] }],
      ['newmessage', message(21)],
    ]);
  });

  it('tells only live sockets about joins and leaves, once per user, even when the leave overtakes the join', async () => {
    const { io, connect } = fakeIo();
    const hub = new ChatHub(io, memoryPresence());
    const watcher = connect('watcher');
    await hub.join(watcher.chat, 2, camille);
    hub.goLive(watcher.chat, 'initializechat', [], 0, []);
    const tab1 = connect('tab1');
    const tab2 = connect('tab2');
    const joining = hub.join(tab1.chat, 1, paul);
    await Promise.all([joining, hub.join(tab2.chat, 1, paul), hub.leave(tab1.chat, 1, paul)]);
    await hub.leave(tab2.chat, 1, paul);
    expect(watcher.inbox.slice(1)).toEqual([
      ['userjoined', paul],
      ['userleft', { username: 'Paul' }],
    ]);
    expect(tab1.inbox).toEqual([]);
  });

  it('does not repeat a message whose delivery trails its commit past a socket going live', async () => {
    const { io, connect } = fakeIo();
    const hub = new ChatHub(io, memoryPresence());
    const watcher = connect('watcher');
    await hub.join(watcher.chat, 1, paul);
    hub.goLive(watcher.chat, 'initializechat', [], 0, []);
    const reader = connect('reader');
    await hub.join(reader.chat, 2, camille);
    // 30 committed before the reader's history read, but its delivery (a notification from
    // PostgreSQL) comes after the reader went live with it in its snapshot.
    hub.goLive(reader.chat, 'retrievechat', [message(29), message(30)], 20, []);
    hub.deliver(message(30), 'sender');
    hub.deliver(message(31), 'sender');
    // Once a newer message went by, an older ts is not held back any more (deliveries are in ts order).
    hub.deliver(message(32), 'sender');

    expect(reader.inbox).toEqual([
      ['retrievechat', { participants: [], messages: [message(29), message(30)] }],
      ['newmessage', message(31)],
      ['newmessage', message(32)],
    ]);
    expect(watcher.inbox.filter(([event]) => event === 'newmessage')).toEqual([
      ['newmessage', message(30)],
      ['newmessage', message(31)],
      ['newmessage', message(32)],
    ]);
  });
});
