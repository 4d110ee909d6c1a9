import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import { ChatHub } from './ChatHub.ts';
import type { ChatIo, ChatSocket } from './chatSocketTypes.ts';

// A stand-in for socket.io's rooms: enough to see who receives what, in which order.
function fakeIo() {
  const sockets = new Map<string, FakeSocket>();
  const inbox = (id: string) => sockets.get(id)!.inbox;
  const io = {
    sockets: { sockets },
    to: (room: string) => ({
      except: (id: string) => ({
        emit: (event: string, payload: unknown) => {
          for (const socket of sockets.values()) if (socket.rooms.has(room) && socket.id !== id) socket.inbox.push([event, payload]);
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

const message = (ts: number, text = `m${ts}`): ChatMessage => ({ message: text, sender: 'Paul', ts: String(ts), color: '#e57373' });
const paul = { username: 'Paul', color: '#e57373' };
const camille = { username: 'Camille', color: '#64b5f6' };

describe('ChatHub', () => {
  it('sends what was broadcast during the history read after the snapshot, without repeating it', () => {
    const { io, connect } = fakeIo();
    const hub = new ChatHub(io);
    const sender = connect('sender');
    hub.join(sender.chat, 1, paul);
    hub.goLive(sender.chat, 'initializechat', [], 0);

    const reader = connect('reader');
    hub.join(reader.chat, 2, camille);
    // Stored before the read (so in the snapshot), and broadcast while the read ran:
    hub.broadcast(sender.chat, message(10));
    // Stored after the read: only the broadcast carries it.
    hub.broadcast(sender.chat, message(11));
    hub.goLive(reader.chat, 'retrievechat', [message(9), message(10)], 5);
    hub.broadcast(sender.chat, message(12));

    expect(reader.inbox).toEqual([
      ['retrievechat', { participants: [paul, camille], messages: [message(9), message(10)] }],
      ['newmessage', message(11)],
      ['newmessage', message(12)],
    ]);
    expect(sender.inbox.filter(([event]) => event === 'newmessage')).toEqual([]);
  });

  it('flushes everything after lastts when the snapshot is empty', () => {
    const { io, connect } = fakeIo();
    const hub = new ChatHub(io);
    const sender = connect('sender');
    const reader = connect('reader');
    hub.join(reader.chat, 2, camille);
    hub.broadcast(sender.chat, message(4));
    hub.broadcast(sender.chat, message(7));
    hub.goLive(reader.chat, 'retrievechat', [], 5);
    expect(reader.inbox.slice(1)).toEqual([['newmessage', message(7)]]);
  });

  it('tells only live sockets about joins and leaves, once per user', () => {
    const { io, connect } = fakeIo();
    const hub = new ChatHub(io);
    const watcher = connect('watcher');
    hub.join(watcher.chat, 2, camille);
    hub.goLive(watcher.chat, 'initializechat', [], 0);
    const tab1 = connect('tab1');
    const tab2 = connect('tab2');
    hub.join(tab1.chat, 1, paul);
    hub.join(tab2.chat, 1, paul);
    hub.leave(tab1.chat, 1);
    hub.leave(tab2.chat, 1);
    expect(watcher.inbox.slice(1)).toEqual([
      ['userjoined', paul],
      ['userleft', { username: 'Paul' }],
    ]);
    expect(tab1.inbox).toEqual([]);
  });
});
