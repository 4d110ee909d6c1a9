import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import { createLocalBus, type ClusterBus } from '../platform/cluster/clusterBus.ts';
import { chatRepository, type ChatRepository, type NewChatMessage } from './chatRepository.ts';
import { createTestApp, createUser, type TestApp } from '../testing/testApp.ts';
import { createChatDelivery } from './chatDelivery.ts';

let t: TestApp;
let senderId: number;
beforeEach(async () => {
  t = await createTestApp();
  senderId = (await createUser(t.app)).id;
});
afterEach(async () => {
  await t.close();
});

const said = (message: string, from = senderId): NewChatMessage => ({ senderId: from, sender: 'Marie', color: '#e57373', message });

/** The real repository, with the size of every batch written. */
function countingRepository(): { repository: ChatRepository; batches: number[] } {
  const real = chatRepository(t.app.db);
  const batches: number[] = [];
  const repository: ChatRepository = {
    ...real,
    appendMany: (messages, now) => {
      batches.push(messages.length);
      return real.appendMany(messages, now);
    },
  };
  return { repository, batches };
}

describe('chat delivery on one node', () => {
  it('stores messages sent in the same turn in one transaction, and delivers each once, in ts order', async () => {
    const { repository, batches } = countingRepository();
    const delivery = createChatDelivery(repository, createLocalBus());
    const delivered: Array<[string, string]> = [];
    delivery.onMessage((message, from) => delivered.push([message.message, from]));

    const stored = await Promise.all(['un', 'deux', 'trois'].map((text, n) => delivery.send(said(text), `socket-${n}`)));
    const later = await delivery.send(said('quatre'), 'socket-0');

    expect(batches).toEqual([3, 1]);
    expect(stored.map((message) => message.message)).toEqual(['un', 'deux', 'trois']);
    const tss = [...stored, later].map((message) => Number(message.ts));
    expect(tss).toEqual([...tss].sort((a, b) => a - b));
    expect(new Set(tss).size).toBe(4);
    expect(delivered).toEqual([
      ['un', 'socket-0'],
      ['deux', 'socket-1'],
      ['trois', 'socket-2'],
      ['quatre', 'socket-0'],
    ]);
    expect((await repository.after(0, 10)).map((message) => message.ts)).toEqual(tss.map(String));
  });

  it('refuses only the message that cannot be stored, and stores the others of its batch', async () => {
    const { repository } = countingRepository();
    const delivery = createChatDelivery(repository, createLocalBus());
    const delivered: ChatMessage[] = [];
    delivery.onMessage((message) => delivered.push(message));

    const results = await Promise.allSettled([
      delivery.send(said('avant'), 'a'),
      // A sender removed while the message travelled: the foreign key refuses the row.
      delivery.send(said('orphelin', 999_999), 'b'),
      delivery.send(said('après'), 'c'),
    ]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(delivered.map((message) => message.message)).toEqual(['avant', 'après']);
    expect((await repository.after(0, 10)).map((message) => message.message)).toEqual(['avant', 'après']);
  });

  it('acknowledges a stored message and tells the other listeners even when one listener throws', async () => {
    const errors: unknown[] = [];
    const delivery = createChatDelivery(chatRepository(t.app.db), createLocalBus(), undefined, (error) => errors.push(error));
    const heard: string[] = [];
    delivery.onMessage(() => {
      throw new Error('un auditeur en panne');
    });
    delivery.onMessage((message) => heard.push(message.message));

    const stored = await Promise.all([delivery.send(said('un'), 'a'), delivery.send(said('deux'), 'b')]);

    expect(stored.map((message) => message.message)).toEqual(['un', 'deux']);
    expect(heard).toEqual(['un', 'deux']);
    expect(errors).toHaveLength(2);
  });
});

/** A clustered bus the test speaks for: it hands notifications and the end of a gap to the delivery. */
function scriptedBus() {
  const chat: Array<(payload: unknown, fromThisNode: boolean) => void> = [];
  const resumed: Array<() => void> = [];
  const bus: ClusterBus = {
    clustered: true,
    publish: async () => undefined,
    publishInTransaction: async () => undefined,
    notification: () => ({ channel: 'lapin_chat', text: '' }),
    subscribe: (channel, listener) => {
      if (channel === 'chat') chat.push(listener);
    },
    onResumed: (listener) => resumed.push(listener),
    close: async () => undefined,
  };
  const notify = (message: ChatMessage, from = 'ailleurs') =>
    chat.forEach((listener) => listener({ kind: 'message', from, ts: Number(message.ts), message: { message: message.message, sender: message.sender, color: message.color } }, false));
  const resume = () => resumed.forEach((listener) => listener());
  return { bus, notify, resume };
}

describe('chat delivery on several nodes', () => {
  it('after a gap, delivers from the database what it missed, in order and once, before what it hears next, and never a deleted message', async () => {
    const repository = chatRepository(t.app.db);
    const { bus, notify, resume } = scriptedBus();
    const delivery = createChatDelivery(repository, bus);
    const delivered: string[] = [];
    const steps: string[] = [];
    delivery.onMessage((message) => delivered.push(message.message));
    delivery.beforeCatchUp(async () => {
      steps.push(`contrôle après ${delivered.length}`);
    });
    await repository.append(said('avant le démarrage'), Date.now());
    await delivery.start();

    const first = await repository.append(said('un'), Date.now());
    notify(first);
    // The listening connection is lost: these are stored, never heard.
    const missed = [await repository.append(said('deux'), Date.now()), await repository.append(said('trois'), Date.now())];
    const deleted = await repository.append(said('effacé'), Date.now());
    await repository.deleteByTs(Number(deleted.ts));
    resume();
    // Heard after the gap: one it will have read already, and a new one.
    notify(missed[1]!);
    notify(await repository.append(said('quatre'), Date.now()));

    await vi.waitFor(() => expect(delivered).toHaveLength(4));
    expect(delivered).toEqual(['un', 'deux', 'trois', 'quatre']);
    expect(steps).toEqual(['contrôle après 1']);
    delivery.stop();
  });
});
