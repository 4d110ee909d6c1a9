import { describe, expect, it } from 'vitest';
import type { ChatMessage, Participant } from '../../shared/chatTypes.ts';
import { ChatStore } from './ChatStore.ts';
import { ChatModerationStore } from './ChatModerationStore.ts';
import { fakeChat, fakeChatAdminApi } from '../testing/fakeChatApi.ts';

const noPersistence = { storage: null };
const me = { pseudo: 'Camille', token: 'token-camille' };
const paul: Participant = { username: 'Paul', color: '#64b5f6' };
const camille: Participant = { username: 'Camille', color: '#e57373' };
const history: ChatMessage[] = [
  { message: 'Bonjour !', sender: 'Paul', ts: '1000', color: paul.color },
  { message: 'Coucou Paul', sender: 'Camille', ts: '1005', color: camille.color },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChatModerationStore', () => {
  it("removes one's own message through the server, and it leaves the list by messagedeleted", async () => {
    const server = fakeChat({ messages: history, participants: [paul, camille] });
    const chat = new ChatStore(server.connector, () => me, noPersistence);
    const moderation = new ChatModerationStore(fakeChatAdminApi({}, server), () => me.token);
    chat.open();
    await settle();
    expect(await moderation.deleteOwnMessage('1005')).toBe(true);
    expect(chat.messages).toEqual([history[0]]);
  });

  it("shows the server's French refusal of a deletion", async () => {
    const server = fakeChat({ messages: history, participants: [paul, camille] });
    const chat = new ChatStore(server.connector, () => me, noPersistence);
    const moderation = new ChatModerationStore(fakeChatAdminApi({ failWith: 'Vous ne pouvez supprimer que vos propres messages' }), () => me.token);
    chat.open();
    await settle();
    expect(await moderation.deleteOwnMessage('1000')).toBe(false);
    expect(moderation.moderationError).toBe('Vous ne pouvez supprimer que vos propres messages');
    expect(chat.messages).toEqual(history);
  });
});
