import { describe, expect, it, vi } from 'vitest';
import { runInAction } from 'mobx';
import type { ChatMessage, Participant } from '../../shared/chatTypes.ts';
import { ChatStore } from './ChatStore.ts';
import { fakeChat, fakeChatAdminApi, type FakeChatOptions } from '../testing/fakeChatApi.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';

const noPersistence = { storage: null };
const me = { firstName: 'Camille', token: 'token-camille' };
const paul: Participant = { username: 'Paul', color: '#64b5f6' };
const camille: Participant = { username: 'Camille', color: '#e57373' };
const history: ChatMessage[] = [
  { message: 'Bonjour !', sender: 'Paul', ts: '1000', color: paul.color },
  { message: 'Coucou Paul', sender: 'Camille', ts: '1005', color: camille.color },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function openChat(options: FakeChatOptions = { messages: history, participants: [paul, camille] }) {
  const server = fakeChat(options);
  const chat = new ChatStore(server.connector, fakeChatAdminApi(), () => me, noPersistence);
  chat.open();
  await settle();
  return { server, chat };
}

describe('ChatStore connection', () => {
  it('drops a message an admin removed, and keeps the rest', async () => {
    const { server, chat } = await openChat();
    const removed = history[0]!;
    server.remove(removed.ts);
    expect(chat.messages).toEqual(history.slice(1));
  });

  it('does not connect until the chat screen opens, then loads the whole state when lastts is 0', async () => {
    const server = fakeChat({ messages: history, participants: [paul, camille] });
    const chat = new ChatStore(server.connector, fakeChatAdminApi(), () => me, noPersistence);
    await settle();
    expect(server.handshakes).toEqual([]);
    expect(chat.lastts).toBe('0');

    chat.open();
    chat.open();
    await settle();
    expect(server.handshakes).toEqual([{ token: 'token-camille', lastts: '0' }]);
    expect(chat.status).toBe('connected');
    expect(chat.messages).toEqual(history);
    expect(chat.participants).toEqual([paul, camille]);
    expect(chat.lastts).toBe('1005');
  });

  it('keeps lastts at 0 when the server has no history', async () => {
    const { chat } = await openChat({ participants: [camille] });
    expect(chat.messages).toEqual([]);
    expect(chat.lastts).toBe('0');
  });

  it('closes the connection when the screen is left', async () => {
    const { server, chat } = await openChat();
    chat.close();
    expect(server.connected).toBe(false);
    expect(chat.status).toBe('idle');
    server.deliver(paul, 'Tu es là ?');
    expect(chat.messages).toHaveLength(2);
  });

  it('reconnects with the current lastts and appends exactly what it missed', async () => {
    const { server, chat } = await openChat();
    server.drop();
    expect(chat.status).toBe('connecting');
    const missed = ['un', 'deux', 'trois'].map((text) => server.deliver(paul, text));

    await server.reconnect();
    expect(server.handshakes.at(-1)).toEqual({ token: 'token-camille', lastts: '1005' });
    expect(chat.messages.slice(2)).toEqual(missed);
    expect(chat.lastts).toBe(missed[2]!.ts);

    // A second reconnection asks from the new lastts, so nothing repeats.
    server.drop();
    await server.reconnect();
    expect(server.handshakes.at(-1)?.lastts).toBe(missed[2]!.ts);
    expect(chat.messages).toHaveLength(5);
  });

  it('shows the French refusal of the handshake and stops there', async () => {
    const { chat } = await openChat({ refuseConnection: 'Session invalide ou expirée, reconnectez-vous' });
    expect(chat.status).toBe('disconnected');
    expect(chat.error).toBe('Session invalide ou expirée, reconnectez-vous');
  });

  it('says so when the server closes the chat (ban)', async () => {
    const { server, chat } = await openChat();
    server.closeByServer();
    expect(chat.status).toBe('disconnected');
    expect(chat.error).toBe('Le serveur a fermé la connexion au chat. Reconnectez-vous pour continuer.');
  });
});

describe('ChatStore events', () => {
  it('appends new messages once each, even when a catch-up repeats them', async () => {
    const { server, chat } = await openChat();
    const message = server.deliver(paul, 'Photos ce soir');
    expect(chat.messages.at(-1)).toEqual(message);

    // Without a drop, lastts is still the one before the message: the catch-up repeats it.
    server.handshakes.length = 0;
    runInAction(() => (chat.lastts = '1005'));
    await server.reconnect();
    expect(server.handshakes[0]?.lastts).toBe('1005');
    expect(chat.messages.filter((m) => m.ts === message.ts)).toHaveLength(1);
  });

  it('adds participants with a system message when they join and removes them when they leave', async () => {
    const { server, chat } = await openChat({ participants: [camille] });
    server.join(paul);
    expect(chat.participants).toEqual([camille, paul]);
    expect(chat.messages.at(-1)).toMatchObject({ message: 'Paul a rejoint le chat !', sender: 'lapin' });
    server.leave('Paul');
    expect(chat.participants).toEqual([camille]);
    expect(chat.messages.at(-1)).toMatchObject({ message: 'Paul a quitté le chat !', sender: 'lapin' });
  });
});

describe('ChatStore sending', () => {
  it('sends the URI-encoded text, shows sending, and adds the message once confirmed with the server ts', async () => {
    const { server, chat } = await openChat({ messages: history, participants: [paul, camille], sendDelayMs: 5 });
    await vi.waitFor(() => expect(chat.status).toBe('connected'));
    const sending = chat.send('  À demain !\nBises  ');
    expect(chat.sending).toBe(true);
    expect(chat.messages).toHaveLength(2);
    await sending;

    expect(chat.sending).toBe(false);
    expect(server.sent).toEqual([{ message: encodeURIComponent('À demain !\nBises'), ts: expect.any(String), token: 'token-camille' }]);
    const confirmedTs = server.log.at(-1)!.ts;
    expect(chat.messages.at(-1)).toEqual({ message: 'À demain !\nBises', sender: 'Camille', ts: confirmedTs, color: camille.color });
    expect(chat.lastts).toBe(confirmedTs);
    expect(chat.alert).toBeUndefined();
  });

  it('sends nothing for an empty or whitespace-only message', async () => {
    const { server, chat } = await openChat();
    await chat.send('');
    await chat.send('  \n  ');
    expect(server.sent).toEqual([]);
    expect(chat.alert).toBeUndefined();
  });

  it.each([
    ['refuse', undefined, "Le serveur n'a pas pu transmettre votre message"],
    ['refuse', 'Le message est vide', "Le serveur n'a pas pu transmettre votre message : Le message est vide"],
    ['timeout', undefined, 'Serveur introuvable, êtes vous connecté à internet ?'],
    ['fail', undefined, 'Serveur introuvable, êtes vous connecté à internet ? socket closed'],
  ] as const)('alerts on a %s ack (%s) and adds nothing', async (reply, refusal, alert) => {
    const { chat } = await openChat({ messages: history, participants: [paul, camille], reply, refusal });
    await chat.send('Bonjour');
    expect(chat.alert).toBe(alert);
    expect(chat.sending).toBe(false);
    expect(chat.messages).toHaveLength(2);
    chat.dismissAlert();
    expect(chat.alert).toBeUndefined();
  });

  it('alerts without sending when there is no connection', async () => {
    const { server, chat } = await openChat();
    server.drop();
    await chat.send('Allô ?');
    expect(server.sent).toEqual([]);
    expect(chat.alert).toBe('Serveur introuvable, êtes vous connecté à internet ?');
  });
});

describe('ChatStore persistence', () => {
  it('keeps messages, participants and lastts on the device, and catches up from there', async () => {
    const { storage } = memoryStorage();
    const server = fakeChat({ messages: history, participants: [paul, camille] });
    const first = new ChatStore(server.connector, fakeChatAdminApi(), () => me, { storage });
    await first.restored;
    first.open();
    await settle();
    first.close();
    await settle();

    server.deliver(paul, 'Pendant ton absence');
    const second = new ChatStore(server.connector, fakeChatAdminApi(), () => me, { storage });
    await second.restored;
    expect(second.lastts).toBe('1005');
    expect(second.messages).toEqual(history);
    second.open();
    await settle();
    expect(server.handshakes.at(-1)?.lastts).toBe('1005');
    expect(second.messages.map((m) => m.message)).toEqual(['Bonjour !', 'Coucou Paul', 'Pendant ton absence']);
  });
});
