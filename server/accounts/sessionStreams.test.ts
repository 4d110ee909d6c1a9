import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import { product } from '../../shared/product.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { adminToken, createTestApp, createUser, loginAs, postJson, type TestApp } from '../testing/testApp.ts';
import { videosRoot } from '../videos/videoFiles.ts';
import type { AccountEventMap, AuthUser } from './authTypes.ts';
import { createSessionStreams } from './sessionStreams.ts';

// Issue 37, finding 8: a download started before a ban (or a sign-out) went on to its last byte.

const MB = 1024 * 1024;
// Far more than the socket buffers hold: the answer cannot be all sent before the test acts.
const FILE_BYTES = 64 * MB;

let t: TestApp;
let base: string;
let videoUrl: string;
beforeEach(async () => {
  t = await createTestApp();
  base = await listenOnFreePort(t.app);
  const name = `${randomUUID()}.mp4`;
  await writeFile(join(videosRoot(t.dataDir), name), Buffer.alloc(FILE_BYTES, 7));
  videoUrl = `${base}/media/videos/${name}`;
});
const downloads: IncomingMessage[] = [];
afterEach(async () => {
  for (const response of downloads.splice(0)) response.destroy();
  await t.close();
});

interface Download {
  response: IncomingMessage;
  received: () => number;
  ended: () => boolean;
}

/** A download whose reader takes one chunk and then stops reading, as a slow phone does, until the test resumes it. */
function startDownload(url: string, session: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { cookie: `${product.sessionCookie}=${session}` } }, (response) => {
      downloads.push(response);
      let received = 0;
      let ended = false;
      response.on('error', () => undefined);
      response.on('close', () => (ended = true));
      response.on('data', (chunk: Buffer) => (received += chunk.length));
      response.once('data', () => {
        response.pause();
        resolve({ response, received: () => received, ended: () => ended });
      });
    });
    request.on('error', reject);
  });
}

describe('a download under way when its session ends', () => {
  it('is cut within seconds when an admin bans the member', async () => {
    const member = await createUser(t.app);
    const download = await startDownload(videoUrl, member.token!);
    expect(download.response.statusCode).toBe(200);

    const banned = await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: member.id, status: AccessStatus.banned });
    expect(banned.statusCode).toBe(200);

    // What the server sent before the ban is read; the rest never comes.
    download.response.resume();
    await eventually(download.ended, 'the download cut');
    expect(download.response.complete).toBe(false);
    expect(download.received()).toBeLessThan(FILE_BYTES);
  });

  it('is cut when its session signs out, and the same member on another device goes on', async () => {
    const member = await createUser(t.app);
    const other = (await loginAs(t.app, member.email, member.password)).userToken;
    const signedOut = await startDownload(videoUrl, member.token!);
    const kept = await startDownload(videoUrl, other);

    expect((await postJson(t.app, '/api/user/logout', { token: member.token })).statusCode).toBe(200);

    signedOut.response.resume();
    await eventually(signedOut.ended, 'the signed-out download cut');
    expect(signedOut.response.complete).toBe(false);
    expect(kept.ended()).toBe(false);
    // The other device reads to the end.
    kept.response.resume();
    await eventually(kept.ended, 'the other download finished', 20_000);
    expect(kept.response.complete).toBe(true);
  });
});

describe('a download whose session ends where no event tells', () => {
  it('is cut at the next look-up of its session (a ban from the admin command line)', async () => {
    const member: AuthUser = { id: 7, pseudo: 'Lapinou', email: 'lapinou@lapin.test', role: 'user', access: AccessStatus.granted };
    let granted = true;
    let lookUps = 0;
    const streams = createSessionStreams({
      events: new EventEmitter<AccountEventMap>(),
      authenticator: { authenticate: async () => (lookUps++, granted ? member : null), recentlyAuthenticated: () => undefined, sessionId: (token) => `id-${token}` },
      recheckMs: 20,
    });
    const response = Object.assign(new EventEmitter(), { destroyed: false, destroy: () => (response.destroyed = true) });
    try {
      streams.follow('jeton', member, response as unknown as ServerResponse);
      await eventually(() => lookUps >= 2, 'two look-ups of a live session');
      expect(response.destroyed).toBe(false);

      granted = false;
      await eventually(() => response.destroyed, 'the download cut');
    } finally {
      streams.close();
    }
  });
});
