import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import { AccessStatus, normaliseAccess } from '../../shared/accessStatus.ts';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import { defaultPushSettings, type PushPayload, type PushSettings, type PushSubscriptionInput } from '../../shared/pushTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { decodeField } from '../accounts/accountsContext.ts';
import { normaliseEmail } from '../accounts/identity.ts';
import { hashToken } from '../accounts/tokens.ts';
import type { PushConfig } from '../platform/config.ts';
import { HttpError } from '../platform/errors.ts';
import { distanceKm } from '../places/pointTree.ts';
import { checkEndpoint } from './pushEndpoints.ts';
import { pushMessages, pushTexts } from './pushMessages.ts';
import type { PushQueue, VapidDetails } from './PushQueue.ts';
import type { PushRepository } from './pushRepository.ts';

export interface PushServiceDeps {
  repo: PushRepository;
  settings: PushConfig;
  /** The first admin of the environment (ADMIN_EMAIL), the default VAPID subject. */
  adminEmail: string | undefined;
  queue: () => PushQueue;
  log: FastifyBaseLogger;
  /** No other node hears the same events (SQLite): nothing to claim. */
  singleNode?: boolean;
  now?: () => number;
  /** The trip's newest step, the one before it, and the item that made it (« Étapes »). */
  newestStep?: (tripId: string) => Promise<StepNews | null>;
  /** Who added a photo or a video, or wrote an article: they are not told of their own step. */
  adderOf?: (item: StepNews['item']) => Promise<number | null>;
}

/** What « Étapes » needs of the trip (server/trips/tripViews.ts gives it). */
export interface StepNews {
  trip: { id: string };
  step: { id: string; name: string; country: string; lat: number; lon: number; day: number };
  previous: { name: string; country: string; lat: number; lon: number } | null;
  item: { kind: 'photo' | 'video' | 'article'; id: string };
}

/** A new town closer than this to the previous step is the same stop (a suburb, a walk). */
export const STEP_MIN_KM = 5;

/** A device shows a few lines: longer texts are cut, and the payload stays far under 4 KB. */
const MAX_BODY = 180;
const DAY_MS = 24 * 60 * 60_000;

// A family's devices, with room to spare: one account made 500 subscriptions in a second (issue
// 37), each of them a send on every push. The oldest goes: a device that re-subscribes is newest.
export const pushLimits = { subscriptionsPerAccount: 10 } as const;

function cut(text: string): string {
  const characters = [...text];
  return characters.length <= MAX_BODY ? text : `${characters.slice(0, MAX_BODY - 1).join('')}…`;
}

/** `@Pseudo` in a message, in any case, not followed by another letter of a longer name. */
export function mentions(message: string, pseudo: string): boolean {
  const text = message.normalize('NFC').toLocaleLowerCase('fr');
  const name = `@${pseudo.normalize('NFC').toLocaleLowerCase('fr')}`;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const next = text.slice(at + name.length).match(/^./u)?.[0];
    if (next === undefined || !/[\p{L}\p{N}]/u.test(next)) return true;
  }
  return false;
}

export function createPushService({ repo, settings, adminEmail, queue, log, singleNode = false, now = Date.now, newestStep, adderOf }: PushServiceDeps) {
  let vapid: Promise<VapidDetails> | undefined;
  let forgotAt = 0;
  const running = new Set<Promise<void>>();

  /** The keys of the first start, stored once for every node; made at most once per process. */
  function vapidDetails(): Promise<VapidDetails> {
    vapid ??= (async () => {
      const keys = await repo.vapidKeys(webPush.generateVAPIDKeys());
      const email = adminEmail ?? (await repo.firstAdminEmail()) ?? 'lapin@localhost';
      return { subject: settings.subject ?? `mailto:${email}`, ...keys };
    })();
    // A database away at start-up: the next call tries again.
    vapid.catch(() => {
      vapid = undefined;
    });
    return vapid;
  }

  function assertSubscription(subscription: PushSubscriptionInput): void {
    const check = checkEndpoint(subscription.endpoint, settings.allowedHosts);
    if (check === 'invalid') throw new HttpError(400, pushMessages.endpointInvalid);
    if (check === 'refused') throw new HttpError(400, pushMessages.endpointRefused);
    // A P-256 public key is 65 bytes uncompressed; the auth secret 16.
    if (Buffer.from(subscription.keys.p256dh, 'base64url').length !== 65 || Buffer.from(subscription.keys.auth, 'base64url').length !== 16) {
      throw new HttpError(400, pushMessages.keysInvalid);
    }
  }

  async function enqueue(subscriptionIds: readonly number[], payload: PushPayload, last = false): Promise<void> {
    if (subscriptionIds.length === 0) return;
    const body = JSON.stringify({ ...payload, body: cut(payload.body) });
    // Bounded: a queue that could not drain (every push service away) stops growing.
    if ((await repo.countJobs()) + subscriptionIds.length > settings.maxQueued) {
      log.warn({ tag: payload.tag, count: subscriptionIds.length }, 'push queue full: notification dropped');
      return;
    }
    await repo.enqueue(subscriptionIds, body, now(), last);
    queue().queued();
  }

  /** Each node hears of articles and comments (the cluster relays them) and of every chat
   * message: only the node that records the event first makes its deliveries. A single node is
   * the only one to hear: the claim, a write per chat message, is skipped. */
  async function firstToHear(key: string): Promise<boolean> {
    if (singleNode) return true;
    const time = now();
    if (time - forgotAt > DAY_MS / 24) {
      forgotAt = time;
      await repo.forgetEventsBefore(time - DAY_MS);
    }
    return repo.claimEvent(key, time);
  }

  /** An event handler runs after the change committed, outside any request: a failure is logged. */
  const quietly =
    <A extends unknown[]>(what: string, handler: (...args: A) => Promise<void>) =>
    (...args: A): void => {
      const run = handler(...args).catch((error: unknown) => log.error({ err: error }, `push for ${what} not queued`));
      running.add(run);
      void run.finally(() => running.delete(run));
    };

  return {
    vapidDetails,
    assertSubscription,

    /** Resolves once every event heard so far is queued and this node has nothing left to send now. */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
      await queue().idle();
    },

    async publicKey(): Promise<string> {
      return (await vapidDetails()).publicKey;
    },

    async subscribe(token: string, user: AuthUser, subscription: PushSubscriptionInput): Promise<void> {
      assertSubscription(subscription);
      const sessionId = await repo.sessionIdOf(hashToken(token));
      // requireUser has just seen the session; gone since, it was a sign-out.
      if (sessionId === undefined) throw new HttpError(401, accountMessages.sessionInvalid);
      const { endpoint, keys } = subscription;
      await repo.saveSubscription({ endpoint, p256dh: keys.p256dh, auth: keys.auth, userId: user.id, sessionId }, pushLimits.subscriptionsPerAccount);
    },

    async unsubscribe(user: AuthUser, endpoint: string): Promise<void> {
      if (!(await repo.removeSubscription(user.id, endpoint))) throw new HttpError(404, pushMessages.subscriptionNotFound);
    },

    async settings(user: AuthUser, change: (Omit<PushSettings, 'steps'> & { steps?: boolean }) | undefined): Promise<PushSettings> {
      const stored = (await repo.settings(user.id)) ?? defaultPushSettings;
      if (!change) return stored;
      // A client from before « Étapes » sends the four others: the stored choice stays.
      const saved = { ...change, steps: change.steps ?? stored.steps };
      await repo.saveSettings(user.id, saved);
      return saved;
    },

    /** After a registration: the device's subscription, if given, and a word to the admins. */
    async registered(wireEmail: string, subscription: PushSubscriptionInput | undefined): Promise<void> {
      const user = await repo.userByEmail(normaliseEmail(decodeField(wireEmail)));
      if (!user) return;
      if (subscription) {
        const { endpoint, keys } = subscription;
        await repo.saveSubscription({ endpoint, p256dh: keys.p256dh, auth: keys.auth, userId: user.id, sessionId: null }, pushLimits.subscriptionsPerAccount);
      }
      await enqueue(await repo.adminAudience(), { ...pushTexts.waiting(user.pseudo), url: '/app/admin', tag: 'comptes' });
    },

    /** After an admin's change: "validé" to the device that registered, nothing ever again to a ban. */
    async accessChanged(userId: number, access: number): Promise<void> {
      const status = normaliseAccess(access);
      if (status === AccessStatus.banned || status === AccessStatus.deleted) {
        await repo.removeSubscriptionsOf(userId);
        return;
      }
      if (status !== AccessStatus.granted) return;
      await enqueue(await repo.registrationSubscriptions(userId), { ...pushTexts.granted, url: '/app', tag: 'compte-valide' }, true);
    },

    revoked: quietly('a revocation', async (userId: number) => {
      await repo.removeSubscriptionsOf(userId);
    }),

    articlePublished: quietly('an article', async (id: number) => {
      if (!(await firstToHear(`article:${id}`))) return;
      const article = await repo.articleSummary(id);
      if (!article) return;
      await enqueue(await repo.articleAudience(article.writerId), {
        ...pushTexts.article(article.writer, article.title),
        url: `/app/article/${id}`,
        tag: `article-${id}`,
      });
    }),

    commentAdded: quietly('a comment', async (articleId: number, comment: ArticleComment) => {
      if (!(await firstToHear(`comment:${comment.id}`))) return;
      const [article, commenterId] = await Promise.all([repo.articleSummary(articleId), repo.commentWriterId(comment.id)]);
      if (!article || commenterId === undefined) return;
      await enqueue(await repo.commentAudience(articleId, comment.id, commenterId), {
        ...pushTexts.comment(comment.writer, article.title, comment.text),
        url: `/app/article/${articleId}`,
        tag: `comment-${articleId}`,
      });
    }),

    /** Each node hears `tripchanged` once it has built the trip again; the step's claim makes the
     * notice go out once, from one node, for a town and day. */
    tripChanged: quietly('a step', async (tripId: string) => {
      const news = newestStep && (await newestStep(tripId));
      if (!news) return;
      const { step, previous } = news;
      if (previous && (previous.name === step.name || distanceKm(previous.lat, previous.lon, step.lat, step.lon) <= STEP_MIN_KM)) return;
      if (!(await repo.claimStep(`${tripId}:${step.id}`, now()))) return;
      const adder = adderOf ? await adderOf(news.item) : null;
      await enqueue(await repo.stepAudience(adder), { ...pushTexts.step(step.name, step.country, step.day), url: '/app/voyage', tag: 'etape' });
    }),

    chatMessage: quietly('a chat message', async (message: ChatMessage) => {
      if (!(await firstToHear(`chat:${message.ts}`))) return;
      const senderId = await repo.chatSenderId(Number(message.ts));
      if (senderId === undefined) return;
      // Issue 25: a mention by id reaches its relative whatever their setting; a client that sends
      // no ids still reaches those whose `@Pseudo` its text carries.
      const mentioned = (message.mentions ?? []).map((mention) => mention.id);
      const audience = (await repo.chatAudience(senderId, mentioned)).filter(
        (entry) => entry.chat === 'all' || mentioned.includes(entry.userId) || (entry.chat === 'mentions' && mentions(message.message, entry.pseudo)),
      );
      await enqueue(
        audience.map((entry) => entry.subscriptionId),
        { ...pushTexts.chat(message.sender, message.message), url: '/app/lapinchat', tag: 'chat' },
      );
    }),
  };
}

export type PushService = ReturnType<typeof createPushService>;
