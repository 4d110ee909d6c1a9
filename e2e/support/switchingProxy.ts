import { connect, createServer, type Socket } from 'node:net';

/**
 * A load balancer in front of several nodes, as small as one can be: TCP connections go to the
 * current target; `switchTo` sends new ones elsewhere and `cutAll` drops every open one, which is
 * what a phone sees when its network goes and the balancer picks another node for its return.
 */
export interface SwitchingProxy {
  url: string;
  switchTo(target: string): void;
  /** From now on, what the nodes send is dropped on the way to the phones (a network that goes
   * while a reply is under way); what the phones send still arrives. */
  holdReplies(): void;
  cutAll(): void;
  close(): Promise<void>;
}

export async function startSwitchingProxy(initialTarget: string): Promise<SwitchingProxy> {
  let target = new URL(initialTarget);
  const open = new Set<Socket>();
  let holding = false;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (!holding) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    switchTo: (next) => {
      target = new URL(next);
    },
    holdReplies: () => {
      holding = true;
    },
    cutAll: () => {
      for (const socket of open) socket.destroy();
      holding = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
