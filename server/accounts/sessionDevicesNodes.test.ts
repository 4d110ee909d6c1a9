import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionItem } from '../../shared/accountTypes.ts';
import { accountMessages } from './accountMessages.ts';
import { eventually } from '../testing/chatClient.ts';
import { chatNodesPerTest } from '../testing/chatNodes.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { createUser, loginAs, postJson } from '../testing/testApp.ts';

// Issue 38 on several nodes: « Déconnecter » on one node ends the session on the others as a
// sign-out does: its socket there closes and its cached lookup there is dropped.

const { nodes, urls, start: startNodes, openReady } = chatNodesPerTest('lapin-session-devices-');

describe.runIf(testsRunOnPostgres())('ending a session from another node', () => {
  beforeEach(() => startNodes(2));

  it("closes the ended session's socket on the other node, and its next call there is a 401", async () => {
    const [nodeA, nodeB] = [nodes[0]!, nodes[1]!];
    const computer = await createUser(nodeA, { firstName: 'Lucie' });
    const phoneToken = (await loginAs(nodeB, computer.email, computer.password)).userToken;
    // Looked up once on node B, so its session cache holds it.
    expect((await postJson(nodeB, '/api/user/token', { token: phoneToken })).statusCode).toBe(200);
    const phone = await openReady({ ...computer, token: phoneToken }, urls[1]);
    const closedBy: string[] = [];
    phone.socket.on('disconnect', (reason) => closedBy.push(reason));

    const listed = await postJson(nodeA, '/api/user/sessions', { token: computer.token });
    const phoneSession = listed.json<{ sessions: SessionItem[] }>().sessions.find((session) => !session.current)!;
    expect((await postJson(nodeA, '/api/user/endSession', { token: computer.token, id: phoneSession.id })).statusCode).toBe(200);

    await eventually(() => closedBy.length === 1, 'the phone socket on node B to close');
    expect(closedBy).toEqual(['io server disconnect']);
    const next = await postJson(nodeB, '/api/user/refresh', { token: phoneToken });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ message: accountMessages.sessionInvalid });
    expect((await postJson(nodeB, '/api/user/token', { token: computer.token })).statusCode).toBe(200);
  });
});
