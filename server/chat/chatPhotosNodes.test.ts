import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UploadedChatPhoto } from '../../shared/chatTypes.ts';
import { eventually } from '../testing/chatClient.ts';
import { chatNodesPerTest } from '../testing/chatNodes.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { multipartForm } from '../testing/multipartForm.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { adminToken, createUser, postJson } from '../testing/testApp.ts';

// Issue 25 on several nodes: a photo uploaded through one node is sent through another, every
// node's relatives see it, and removing its message on one node removes its files.

const { nodes, urls, start: startNodes, openReady } = chatNodesPerTest('lapin-chat-photos-');

let photo: Buffer;
beforeAll(async () => {
  photo = await makeLandscapeJpeg({ width: 80, height: 60 });
});

describe.runIf(testsRunOnPostgres())('chat photos on two nodes', () => {
  beforeEach(() => startNodes(2));

  it('carries a photo uploaded on one node and sent on the other to both, and removes it with its message', async () => {
    const [nodeA, nodeB] = [nodes[0]!, nodes[1]!];
    const marie = await createUser(nodeA, { firstName: 'Marie' });
    const paul = await createUser(nodeA, { firstName: 'Paul' });
    const form = await multipartForm([['token', marie.token!], ['images', { bytes: photo }]]);
    const uploaded = await nodeB.inject({ method: 'POST', url: '/api/chat/upload', payload: form.payload, headers: form.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [image] = uploaded.json<{ images: UploadedChatPhoto[] }>().images;

    const writer = await openReady(marie, urls[0]);
    const readerB = await openReady(paul, urls[1]);
    const ack = await writer.socket.timeout(5000).emitWithAck('message', { message: 'Du col', ts: '0', token: '', images: [image!.id] });
    expect(ack).toBe('confirmed');
    await eventually(() => readerB.received.length === 1, 'the photo on the other node');
    const { id: _id, ...shown } = image!;
    expect(readerB.received[0]).toMatchObject({ message: 'Du col', images: [shown] });

    const chatFolder = join(nodeA.config.dataDir, 'media', 'chat');
    expect(await readdir(chatFolder)).toHaveLength(3);
    const ts = readerB.received[0]!.ts;
    expect((await postJson(nodeB, '/api/admin/deletemessage', { token: await adminToken(nodeB), ts })).statusCode).toBe(200);
    let left = 3;
    await eventually(() => {
      void readdir(chatFolder).then((files) => (left = files.length));
      return left === 0;
    }, 'the photo files removed');
    expect(await nodeA.db.selectFrom('chat_images').select('id').execute()).toEqual([]);
  });
});
