import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { isDatabaseUnavailable } from './databaseUnavailable.ts';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a PostgreSQL going away, not there yet, or a connection that failed', () => {
    for (const error of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new AggregateError([withCode('ECONNREFUSED')]),
      new Error('La requête a échoué', { cause: withCode('57P01') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves every other failure to the 500', () => {
    for (const error of [new Error('SQLITE_CORRUPT'), withCode('23505', 'duplicate key'), withCode('42P01', 'relation does not exist'), 'texte', null]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe('the error handler, when the database is out of reach', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers 503 in French with Retry-After, never 500', async () => {
    t.app.post('/api/test/outage', async () => {
      throw withCode('57P01', 'terminating connection due to administrator command');
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/test/outage', payload: {} });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: messages.databaseUnavailable });
  });
});
