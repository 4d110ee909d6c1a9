import type { ChatMessage, OutgoingMessage } from '../shared/chatTypes.ts';
import { connectClient, sendMessage } from './chatBench.ts';
import { latencyOf, type FeedLatency } from './feedLoad.ts';

// The chat as a family uses it while the server does something heavy (a book being made): a few
// relatives writing at a steady pace, each message timed from its sending until every other
// client has it. Paced under the chat's per-connection limit (5 a second), so nothing is refused.

/**
 * `clients` chat connections of the account `token`, each sending a message every `everyMs` while
 * `running()`: the delivery latencies (send → `newmessage` at each other client) in ms.
 */
export async function chatTimes(url: string, token: string, running: () => boolean, clients = 4, everyMs = 250): Promise<number[]> {
  const sockets = await Promise.all(Array.from({ length: clients }, () => connectClient(url, token)));
  const sentAt = new Map<string, number>();
  const times: number[] = [];
  for (const socket of sockets) socket.on('newmessage', (message: ChatMessage) => {
    const started = sentAt.get(message.message);
    if (started !== undefined) times.push(performance.now() - started);
  });
  let sent = 0;
  try {
    await Promise.all(
      sockets.map(async (socket, client) => {
        for (let n = 0; running(); n += 1) {
          const text = `livre c${client} m${n}`;
          const payload: OutgoingMessage = { message: encodeURIComponent(text), ts: String(Date.now()), token: '' };
          const started = performance.now();
          sentAt.set(text, started);
          await sendMessage(socket, payload);
          sent += 1;
          const wait = everyMs - (performance.now() - started);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }),
    );
    // The last messages' deliveries land (each goes to the other clients), or 5 s pass.
    const deadline = performance.now() + 5000;
    while (times.length < sent * (clients - 1) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
  return times;
}

export async function chatLoad(url: string, token: string, running: () => boolean, clients = 4, everyMs = 250): Promise<FeedLatency> {
  return latencyOf(await chatTimes(url, token, running, clients, everyMs));
}
