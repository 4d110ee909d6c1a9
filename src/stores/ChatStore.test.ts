import { describe, expect, it, vi } from 'vitest';
import { runInAction } from 'mobx';
import type { ChatMessage, Participant } from '../../shared/chatTypes.ts';
import { ChatStore } from './ChatStore.ts';
import { newClientId } from './newClientId.ts';
import { fakeChat, type FakeChat, type FakeChatOptions } from '../testing/fakeChatApi.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';

const noPersistence = { storage: null };
const me = { pseudo: 'Camille', token: 'token-camille' };
const paul: Participant = { username: 'Paul', color: '#64b5f6' };
const camille: Participant = { username: 'Camille', color: '#e57373' };
const history: ChatMessage[] = [
  { message: 'Bonjour !', sender: 'Paul', ts: '1000', color: paul.color },
  { message: 'Coucou Paul', sender: 'Camille', ts: '1005', color: camille.color },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function openChat(options: FakeChatOptions = { messages: history, participants: [paul, camille] }) {
  const server = fakeChat(options);
  const chat = new ChatStore(server.connector, () => me, noPersistence);
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

  it('keeps the reactions the chat socket says a message has now, on that message only', async () => {
    const { server, chat } = await openChat();
    const reactions = [{ emoji: '👏', count: 1, mine: false, by: ['Paul'] }];
    server.react('1005', reactions);
    expect(chat.messages).toEqual([history[0], { ...history[1], reactions }]);
  });

  it('does not connect until the chat screen opens, then loads the whole state when lastts is 0', async () => {
    const server = fakeChat({ messages: history, participants: [paul, camille] });
    const chat = new ChatStore(server.connector, () => me, noPersistence);
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

  it("says the server's reason, with no advice to reconnect, when a ban is said before the close", async () => {
    const { server, chat } = await openChat();
    server.closeByServer("Votre accès a été suspendu par l'administrateur.");
    expect(chat.status).toBe('disconnected');
    expect(chat.accessSuspended).toBe("Votre accès a été suspendu par l'administrateur.");
    expect(chat.error).toBe("Votre accès a été suspendu par l'administrateur.");
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

  it('dates a presence line with the time it happened, even before any message (issue 38)', async () => {
    const { server, chat } = await openChat({ participants: [camille] });
    const before = Date.now();
    server.join(paul);
    server.leave('Paul');
    const after = Date.now();
    expect(chat.lastts).toBe('0');
    for (const line of chat.messages) {
      // Its place stays lastts, what it followed; its day is when it happened, not 1 January 1970.
      expect(line.ts).toBe('0');
      expect(line.at).toBeGreaterThanOrEqual(before);
      expect(line.at).toBeLessThanOrEqual(after);
    }
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
    expect(server.sent).toEqual([{ message: encodeURIComponent('À demain !\nBises'), ts: expect.any(String), token: 'token-camille', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    const confirmedTs = server.log.at(-1)!.ts;
    expect(chat.messages.at(-1)).toEqual({ message: 'À demain !\nBises', sender: 'Camille', ts: confirmedTs, color: camille.color, clientId: server.sent[0]!.clientId });
    expect(chat.outbox).toEqual([]);
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
  ] as const)('alerts on a %s ack (%s) and adds nothing', async (reply, refusal, alert) => {
    const { chat } = await openChat({ messages: history, participants: [paul, camille], reply, refusal });
    await chat.send('Bonjour');
    expect(chat.alert).toBe(alert);
    expect(chat.sending).toBe(false);
    expect(chat.messages).toHaveLength(2);
    chat.dismissAlert();
    expect(chat.alert).toBeUndefined();
  });

  // Issue 38: the message waits in the outbox and goes by itself, so the spec's sentence is said
  // quietly beside it and no alarm is raised.
  it.each([
    ['timeout', 'Serveur introuvable, êtes vous connecté à internet ?'],
    ['fail', 'Serveur introuvable, êtes vous connecté à internet ? socket closed'],
  ] as const)('says the server is unreachable on a %s ack without an alert, and adds nothing', async (reply, unreachable) => {
    const { chat } = await openChat({ messages: history, participants: [paul, camille], reply });
    await chat.send('Bonjour');
    expect(chat.unreachable).toBe(unreachable);
    expect(chat.alert).toBeUndefined();
    expect(chat.outbox).toMatchObject([{ message: 'Bonjour', state: 'waiting' }]);
    expect(chat.sending).toBe(false);
    expect(chat.messages).toHaveLength(2);
  });

  it('says the server is unreachable, without an alert and without sending, when there is no connection', async () => {
    const { server, chat } = await openChat();
    server.drop();
    await chat.send('Allô ?');
    expect(server.sent).toEqual([]);
    expect(chat.unreachable).toBe('Serveur introuvable, êtes vous connecté à internet ?');
    expect(chat.alert).toBeUndefined();
  });
});

/** A chat on device storage: opened, `meanwhile` done, closed; `reopen` is the next app start. */
async function persistedChat(meanwhile: (first: ChatStore, server: FakeChat) => Promise<void>) {
  const { storage } = memoryStorage();
  const server = fakeChat({ messages: history, participants: [paul, camille] });
  const first = new ChatStore(server.connector, () => me, { storage });
  await first.restored;
  first.open();
  await settle();
  await meanwhile(first, server);
  first.close();
  await settle();
  const reopen = async () => {
    const next = new ChatStore(server.connector, () => me, { storage });
    await next.restored;
    return next;
  };
  return { server, reopen };
}

const texts = (chat: ChatStore) => chat.messages.map((message) => message.message);

describe('ChatStore outbox (issue 24)', () => {
  it('keeps a message typed offline in the outbox, then sends it once the connection is back, and the notice goes', async () => {
    const { server, chat } = await openChat();
    server.drop();
    await chat.send('Écrit dans le tunnel');
    expect(chat.outbox).toEqual([{ clientId: expect.any(String), message: 'Écrit dans le tunnel', state: 'waiting' }]);
    expect(chat.unreachable).toBe('Serveur introuvable, êtes vous connecté à internet ?');
    expect(chat.alert).toBeUndefined();
    expect(server.sent).toEqual([]);
    expect(texts(chat)).toEqual(['Bonjour !', 'Coucou Paul']);

    await server.reconnect();
    await vi.waitFor(() => expect(chat.outbox).toEqual([]));
    expect(chat.unreachable).toBeUndefined();
    expect(chat.alert).toBeUndefined();
    expect(texts(chat)).toEqual(['Bonjour !', 'Coucou Paul', 'Écrit dans le tunnel']);
    expect(server.log.filter((message) => message.message === 'Écrit dans le tunnel')).toHaveLength(1);
  });

  it('sends what waits in the order it was typed', async () => {
    const { server, chat } = await openChat();
    server.drop();
    for (const text of ['un', 'deux', 'trois']) await chat.send(text);
    await server.reconnect();
    await vi.waitFor(() => expect(chat.outbox).toEqual([]));
    expect(server.sent.map((payload) => decodeURIComponent(payload.message))).toEqual(['un', 'deux', 'trois']);
    expect(texts(chat).slice(2)).toEqual(['un', 'deux', 'trois']);
  });

  it('sends a message whose ack was lost again under the same clientId, and shows it once with its first ts', async () => {
    const { server, chat } = await openChat({ messages: history, participants: [paul, camille], reply: 'lose-ack' });
    await chat.send('Stocké, ack perdu');
    expect(chat.outbox).toMatchObject([{ message: 'Stocké, ack perdu', state: 'waiting' }]);
    expect(chat.unreachable).toBe('Serveur introuvable, êtes vous connecté à internet ?');
    expect(chat.alert).toBeUndefined();
    const firstTs = server.log.at(-1)!.ts;
    // Someone writes meanwhile: lastts passes the lost message, so no catch-up would bring it back.
    server.deliver(paul, 'Tu es là ?');

    server.reply = 'confirm';
    server.drop();
    await server.reconnect();
    await vi.waitFor(() => expect(chat.outbox).toEqual([]));
    expect(server.sent.map((payload) => payload.clientId)).toEqual([server.sent[0]!.clientId, server.sent[0]!.clientId]);
    expect(server.log.filter((message) => message.message === 'Stocké, ack perdu')).toHaveLength(1);
    expect(chat.messages.filter((message) => message.message === 'Stocké, ack perdu')).toMatchObject([{ ts: firstTs }]);
    expect(texts(chat).slice(2)).toEqual(['Stocké, ack perdu', 'Tu es là ?']);
    expect(chat.alert).toBeUndefined();
  });

  it('settles an entry from the catch-up that brings the message back, and sends it no more', async () => {
    const { server, chat } = await openChat({ messages: history, participants: [paul, camille], reply: 'lose-ack' });
    await chat.send('Revenu par la reprise');
    server.drop();
    // The catch-up comes before the outbox can be sent: nothing reached the server again.
    server.reply = 'timeout';
    await server.reconnect();
    await vi.waitFor(() => expect(chat.outbox).toEqual([]));
    expect(chat.messages.filter((message) => message.message === 'Revenu par la reprise')).toHaveLength(1);
    expect(server.log.filter((message) => message.message === 'Revenu par la reprise')).toHaveLength(1);
  });

  it('shows a refusal with its reason; Réessayer sends it again, Supprimer forgets it', async () => {
    const { server, chat } = await openChat({ messages: history, participants: [paul, camille], reply: 'refuse', refusal: 'Vous envoyez des messages trop vite, patientez un instant' });
    await chat.send('Trop vite');
    await chat.send('Encore');
    expect(chat.outbox).toMatchObject([
      { message: 'Trop vite', state: 'refused', reason: 'Vous envoyez des messages trop vite, patientez un instant' },
      { message: 'Encore', state: 'refused' },
    ]);
    expect(chat.alert).toBe("Le serveur n'a pas pu transmettre votre message : Vous envoyez des messages trop vite, patientez un instant");

    server.reply = 'confirm';
    chat.retry(chat.outbox[0]!.clientId);
    await vi.waitFor(() => expect(chat.outbox).toHaveLength(1));
    expect(texts(chat).at(-1)).toBe('Trop vite');
    chat.discard(chat.outbox[0]!.clientId);
    expect(chat.outbox).toEqual([]);
    expect(server.log.map((message) => message.message)).toEqual(['Bonjour !', 'Coucou Paul', 'Trop vite']);
  });

  it('keeps the outbox on the device, and sends it when the app starts, then closes the connection', async () => {
    const { server, reopen } = await persistedChat(async (first, network) => {
      network.drop();
      await first.send('Avant de fermer');
    });
    const second = await reopen();
    expect(second.outbox).toMatchObject([{ message: 'Avant de fermer', state: 'waiting' }]);
    second.resumeOutbox();
    await vi.waitFor(() => expect(second.outbox).toEqual([]));
    expect(server.log.at(-1)).toMatchObject({ message: 'Avant de fermer', clientId: expect.any(String) });
    expect(second.status).toBe('idle');
    expect(server.connected).toBe(false);
  });

  it('makes v4 UUIDs where crypto.randomUUID is missing (plain HTTP on the home network)', () => {
    const real = crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array as T & Uint8Array) });
    try {
      expect('randomUUID' in crypto).toBe(false);
      const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('forgets the outbox at sign-out', async () => {
    const { server, chat } = await openChat();
    server.drop();
    await chat.send('Pas pour le suivant');
    chat.reset();
    expect(chat.outbox).toEqual([]);
  });
});

describe('ChatStore persistence', () => {
  it('keeps messages, participants and lastts on the device, and catches up from there', async () => {
    const { server, reopen } = await persistedChat(async () => undefined);

    server.deliver(paul, 'Pendant ton absence');
    const second = await reopen();
    expect(second.lastts).toBe('1005');
    expect(second.messages).toEqual(history);
    second.open();
    await settle();
    expect(server.handshakes.at(-1)?.lastts).toBe('1005');
    expect(second.messages.map((m) => m.message)).toEqual(['Bonjour !', 'Coucou Paul', 'Pendant ton absence']);
  });
});

describe('ChatStore replies, mentions and own deletion (issue 25)', () => {
  const paulWithId: Participant = { ...paul, id: 7 };
  const camilleWithId: Participant = { ...camille, id: 3 };

  it('keeps a reply and its mentions in the outbox while offline, and sends them with it once back', async () => {
    const { server, chat } = await openChat({ messages: history, participants: [paulWithId, camilleWithId] });
    server.drop();
    await chat.send('@Paul oui, à 18 h', { replyTo: '1000', mentions: [{ id: 7, pseudo: 'Paul' }, { id: 9, pseudo: 'Zoé' }] });
    // Zoé was picked, then her name was taken out of the text: she is not mentioned.
    expect(chat.outbox).toEqual([{ clientId: expect.any(String), message: '@Paul oui, à 18 h', state: 'waiting', replyTo: '1000', mentions: [{ id: 7, pseudo: 'Paul' }] }]);

    await server.reconnect();
    await vi.waitFor(() => expect(chat.outbox).toEqual([]));
    expect(server.sent).toEqual([
      expect.objectContaining({ message: encodeURIComponent('@Paul oui, à 18 h'), replyTo: '1000', mentions: [7], clientId: expect.any(String) }),
    ]);
    expect(chat.messages.at(-1)).toMatchObject({ message: '@Paul oui, à 18 h', replyTo: '1000', mentions: [{ id: 7, pseudo: 'Paul' }] });
  });

  it('sends the spec payload, with no new key, for a message that answers nobody and names nobody', async () => {
    const { server, chat } = await openChat();
    await chat.send('Bonjour', { replyTo: undefined, mentions: [] });
    expect(Object.keys(server.sent[0]!).sort()).toEqual(['clientId', 'message', 'token', 'ts']);
  });

  it('offers the others as mentions with the ids the snapshot gave, still once they left the chat', async () => {
    const { server, chat } = await openChat({ messages: history, participants: [paulWithId, camilleWithId] });
    expect(chat.mentionable).toEqual([{ id: 7, pseudo: 'Paul' }]);
    // Reading elsewhere, Paul can still be told.
    server.leave('Paul');
    expect(chat.mentionable).toEqual([{ id: 7, pseudo: 'Paul' }]);
    // userjoined carries no id (the spec's event): Zoé is offered once a snapshot names her.
    server.join({ username: 'Zoé', color: '#a5d6a7' });
    expect(chat.mentionable).toEqual([{ id: 7, pseudo: 'Paul' }]);
    chat.reset();
    expect(chat.mentionable).toEqual([]);
  });

  // Issue 38: the first relative in the chat had no one to mention, and « @Camille » typed by hand
  // was no mention.
  const family = [
    { id: 3, pseudo: 'Camille' },
    { id: 7, pseudo: 'Paul' },
    { id: 11, pseudo: 'Zoé' },
    { id: 12, pseudo: 'Jo' },
    { id: 13, pseudo: 'Jo Ann' },
  ];

  it('offers every relative of the family the snapshot names, those in the chat first, the others by pseudo', async () => {
    const { chat } = await openChat({ participants: [camilleWithId, paulWithId], members: family });
    expect(chat.mentionable).toEqual([
      { id: 7, pseudo: 'Paul' },
      { id: 12, pseudo: 'Jo' },
      { id: 13, pseudo: 'Jo Ann' },
      { id: 11, pseudo: 'Zoé' },
    ]);
  });

  it('offers the whole family to the first one in the chat', async () => {
    const { chat } = await openChat({ participants: [camilleWithId], members: family });
    expect(chat.mentionable.map((mention) => mention.pseudo)).toEqual(['Jo', 'Jo Ann', 'Paul', 'Zoé']);
  });

  it('mentions a relative whose @pseudo was typed by hand, away or not, the longer pseudo first', async () => {
    const { server, chat } = await openChat({ participants: [camilleWithId], members: family });
    await chat.send('@zoé et @Jo Ann, vous venez ? @Jordan aussi', { mentions: [] });
    expect(server.sent.at(-1)?.mentions).toEqual([11, 13]);
    expect(chat.messages.at(-1)).toMatchObject({ mentions: [{ id: 11, pseudo: 'Zoé' }, { id: 13, pseudo: 'Jo Ann' }] });
  });
});
