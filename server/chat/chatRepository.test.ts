import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { chatRepository } from './chatRepository.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const line = (message: string) => ({ senderId: 1, sender: 'Grand Lapin', color: '#e57373', message });

describe('chat ts, handed out by the database', () => {
  it('follows the wall clock but never repeats or goes back', async () => {
    const chat = chatRepository(t.app.db);
    const tsOf = async (now: number) => Number((await chat.append(line(`à ${now}`), now)).ts);
    expect(await tsOf(1000)).toBe(1000);
    expect(await tsOf(1000)).toBe(1001);
    expect(await tsOf(500)).toBe(1002);
    expect(await tsOf(5000)).toBe(5000);
    expect(await chat.lastTs()).toBe(5000);
  });

  it('stays strictly increasing under concurrent appends, each row with its own ts', async () => {
    const chat = chatRepository(t.app.db);
    const stored = await Promise.all(Array.from({ length: 50 }, (_, n) => chat.append(line(`n°${n}`), 42)));
    const tss = stored.map((message) => Number(message.ts)).sort((a, b) => a - b);
    expect(new Set(tss).size).toBe(50);
    expect(tss[0]).toBeGreaterThanOrEqual(42);
    const rows = await chat.after(0, 100);
    expect(rows.map((row) => Number(row.ts))).toEqual(tss);
  });

  it('leaves the clock alone when the insert fails', async () => {
    const chat = chatRepository(t.app.db);
    await chat.append(line('premier'), 100);
    await expect(chat.append({ ...line('orphelin'), senderId: 999_999 }, 200)).rejects.toThrow();
    expect(await chat.lastTs()).toBe(100);
  });
});

describe('several messages in one transaction', () => {
  it('gives them consecutive ts in their order, from max(last + 1, now)', async () => {
    const chat = chatRepository(t.app.db);
    await chat.append(line('avant'), 1000);
    const stored = await chat.appendMany([line('un'), line('deux'), line('trois')], 500);
    expect(stored.map((message) => [message.ts, message.message])).toEqual([
      ['1001', 'un'],
      ['1002', 'deux'],
      ['1003', 'trois'],
    ]);
    const later = await chat.appendMany([line('quatre'), line('cinq')], 9000);
    expect(later.map((message) => message.ts)).toEqual(['9000', '9001']);
    expect(await chat.lastTs()).toBe(9001);
    expect((await chat.after(0, 10)).map((message) => message.message)).toEqual(['avant', 'un', 'deux', 'trois', 'quatre', 'cinq']);
  });

  it('stores none of them, and leaves the clock alone, when one row fails', async () => {
    const chat = chatRepository(t.app.db);
    await chat.append(line('premier'), 100);
    await expect(chat.appendMany([line('bon'), { ...line('orphelin'), senderId: 999_999 }], 200)).rejects.toThrow();
    expect(await chat.lastTs()).toBe(100);
    expect((await chat.after(0, 10)).map((message) => message.message)).toEqual(['premier']);
  });
});
