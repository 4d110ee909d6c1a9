import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenOnFreePort } from '../testing/chatClient.ts';
import { adminToken, createTestApp, type TestApp } from '../testing/testApp.ts';

/** Sends headers declaring `declared` bytes and only a few of them; resolves with the raw answer. */
function declare(url: string, path: string, declared: number): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${declared}\r\n\r\n--x\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n\r\n{')) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
  });
}

describe('a body declared past every limit', () => {
  let t: TestApp;
  let url: string;
  beforeEach(async () => {
    t = await createTestApp();
    url = await listenOnFreePort(t.app);
    await adminToken(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  it('is refused with 413 in French before it is read, for a publish and for an album upload', async () => {
    const publish = await declare(url, '/api/article/publish', 500 * 1024 * 1024);
    expect(publish).toMatch(/^HTTP\/1\.1 413/);
    expect(publish).toContain('Les images dépassent 100 Mo pour cet article');
    // Five files of VIDEO_MAX_MB each may come (videos in albums, issue 23); past that, refused.
    const upload = await declare(url, '/api/admin/uploadImages', 6 * t.config.videos.maxMb * 1024 * 1024);
    expect(upload).toMatch(/^HTTP\/1\.1 413/);
  });
});
