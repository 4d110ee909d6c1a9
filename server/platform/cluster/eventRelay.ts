import type { AccountEventMap, AccountEvents } from '../../accounts/authTypes.ts';
import type { LiveEventMap, LiveEvents } from '../../live/liveEvents.ts';
import type { ClusterBus } from './clusterBus.ts';

type Relayed =
  | { kind: 'account'; event: keyof AccountEventMap; args: unknown[] }
  | { kind: 'live'; event: Exclude<keyof LiveEventMap, 'chatmessage'>; args: unknown[] };

const accountEventNames = ['suspended', 'revoked', 'sessionsEnded', 'accountsChanged'] as const;
// The chat's messages travel on their own channel, in ts order (chat/chatDelivery.ts).
const liveEventNames = [
  'articlepublished',
  'articleedited',
  'articledeleted',
  'commentadded',
  'commentdeleted',
  'videoprogress',
  'videoready',
  'videofailed',
  'reaction',
  'albumadded',
  'placeschanged',
  'bookprogress',
  'bookready',
  'bookfailed',
] as const;

/**
 * Every node acts on what happens on any node: a ban ends the sessions and sockets everywhere
 * (sessions cache, socket gate), a new article drops every node's cached first page and reaches
 * the relatives connected to each node. What a node's services emit goes to the others, and what
 * arrives is emitted here as if it had happened here, without going out again.
 */
export function relayEvents(bus: ClusterBus, accountEvents: AccountEvents, liveEvents: LiveEvents, onError: (error: unknown) => void): () => void {
  if (!bus.clustered) return () => undefined;
  let arriving = false;
  // Account events go out one after the other: each notification from the pool may take another
  // connection, and a ban's `suspended` must reach the other nodes before its `revoked`
  // (socketGate.ts says why to the sockets it closes).
  let accountsInOrder = Promise.resolve();
  const send = (message: Relayed) => {
    if (arriving) return;
    if (message.kind === 'live') {
      bus.publish('events', fitting(message)).catch(onError);
      return;
    }
    accountsInOrder = accountsInOrder.then(() => bus.publish('events', fitting(message))).catch(onError);
  };

  const accountForwarders = accountEventNames.map((event) => {
    const forward = (...args: unknown[]) => send({ kind: 'account', event, args });
    accountEvents.on(event, forward as never);
    return () => accountEvents.off(event, forward as never);
  });
  const liveForwarders = liveEventNames.map((event) => {
    const forward = (...args: unknown[]) => send({ kind: 'live', event, args });
    liveEvents.on(event, forward as never);
    return () => liveEvents.off(event, forward as never);
  });

  bus.subscribe('events', (payload, fromThisNode) => {
    if (fromThisNode || !isRelayed(payload)) return;
    arriving = true;
    try {
      if (payload.kind === 'account') (accountEvents.emit as (event: string, ...args: unknown[]) => boolean)(payload.event, ...payload.args);
      else (liveEvents.emit as (event: string, ...args: unknown[]) => boolean)(payload.event, ...payload.args);
    } finally {
      arriving = false;
    }
  });

  return () => {
    for (const stop of [...accountForwarders, ...liveForwarders]) stop();
  };
}

/** NOTIFY carries under 8,000 bytes. */
const MAX_RELAYED_BYTES = 7000;
const SUSPENDED_RELAYED = 90;

/**
 * A long comment (2,000 characters can be 8 KB) does not fit a notification: the other nodes'
 * relatives hear that its article changed instead, and reload it, comments included.
 */
function fitting(message: Relayed): Relayed {
  if (Buffer.byteLength(JSON.stringify(message)) < MAX_RELAYED_BYTES) return message;
  if (message.kind === 'live') return { kind: 'live', event: 'articleedited', args: [message.args[0]] };
  // A ban's ended sessions (64-character digests): the other nodes are told of as many as fit; the
  // others' calls get the usual sessionInvalid there.
  if (message.event === 'suspended') return { ...message, args: [message.args[0], (message.args[1] as string[]).slice(0, SUSPENDED_RELAYED)] };
  return message;
}

function isRelayed(payload: unknown): payload is Relayed {
  if (typeof payload !== 'object' || payload === null) return false;
  const { kind, event, args } = payload as Record<string, unknown>;
  if (!Array.isArray(args)) return false;
  if (kind === 'account') return (accountEventNames as readonly unknown[]).includes(event);
  if (kind === 'live') return (liveEventNames as readonly unknown[]).includes(event);
  return false;
}
