import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { AccountEventMap, AuthUser } from './authTypes.ts';
import { createSessionCache } from './sessionCache.ts';

const marie: AuthUser = { id: 1, pseudo: 'Marie', email: 'marie@example.org', role: 'user', access: 1 };
const paul: AuthUser = { id: 2, pseudo: 'Paul', email: 'paul@example.org', role: 'user', access: 1 };

function setUp() {
  const events = new EventEmitter<AccountEventMap>();
  let clock = 1_000_000;
  const cache = createSessionCache({ events, ttlMs: 10_000, now: () => clock });
  return { events, cache, advance: (ms: number) => (clock += ms), at: () => clock };
}

describe('session cache', () => {
  it('keeps a session for its time-to-live, never past the session itself', () => {
    const { cache, advance, at } = setUp();
    cache.set('a', marie, at() + 60_000);
    cache.set('b', paul, at() + 3_000);
    expect(cache.get('a')).toBe(marie);
    advance(5_000);
    expect(cache.get('a')).toBe(marie);
    expect(cache.get('b')).toBeUndefined();
    advance(5_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops a user at once when their sessions end or are revoked, and everyone when accounts change', () => {
    const { events, cache, at } = setUp();
    cache.set('marie-phone', marie, at() + 60_000);
    cache.set('marie-tablet', marie, at() + 60_000);
    cache.set('paul', paul, at() + 60_000);
    events.emit('sessionsEnded', marie.id, { only: 'x' });
    expect(cache.get('marie-phone')).toBeUndefined();
    expect(cache.get('marie-tablet')).toBeUndefined();
    expect(cache.get('paul')).toBe(paul);
    cache.set('marie-phone', marie, at() + 60_000);
    events.emit('revoked', marie.id);
    expect(cache.get('marie-phone')).toBeUndefined();
    expect(cache.get('paul')).toBe(paul);
    events.emit('accountsChanged');
    expect(cache.get('paul')).toBeUndefined();
  });
});
