import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ReactionsApi } from '../api/reactionsApi.ts';
import type { RootStore } from './RootStore.ts';
import { isRefusal } from '../api/httpClient.ts';
import type { Reaction, ReactionEvent, ReactionKind } from '../../shared/reactionTypes.ts';
import { reactionTexts } from '../texts/reactionTexts.ts';

/** The reactions an item carried when it was fetched; absent before the server sends them. */
export type CarriedReactions = readonly Reaction[] | undefined;

/** A change seen after a fetch. `base` is the carried array it was made against: once the item is
 * fetched again (a new array), what the server sent wins. A live change knows no fetch: it holds
 * until the next toggle or event on the item. */
type Change = { reactions: Reaction[]; base: CarriedReactions | 'live'; latest: number };

const none: readonly Reaction[] = [];

const keyOf = (kind: ReactionKind, id: string) => `${kind}:${id}`;

/** The reader's reaction added, or taken back when it was there: what the server will do. */
export function flipReaction(reactions: readonly Reaction[], emoji: string, self: string | undefined): Reaction[] {
  const present = reactions.find((reaction) => reaction.emoji === emoji);
  if (!present) return [...reactions, { emoji, count: 1, mine: true, by: self === undefined ? [] : [self] }];
  return reactions.flatMap((reaction) => {
    if (reaction !== present) return [reaction];
    if (!reaction.mine) return [{ ...reaction, count: reaction.count + 1, mine: true, by: self === undefined ? reaction.by : [...reaction.by, self] }];
    if (reaction.count <= 1) return [];
    return [{ ...reaction, count: reaction.count - 1, mine: false, by: reaction.by.filter((pseudo) => pseudo !== self) }];
  });
}

/**
 * Reactions on articles, comments, photos, videos and chat messages (issue 25). The items keep
 * what the server sent with them (`reactions`, absent meaning none); this store keeps only what
 * changed since: the reader's toggles, shown at once and settled with the server's reply (rolled
 * back with a French error if it fails), and the live `reaction` events.
 */
export class ReactionsStore {
  // Shallow: `base` is compared by identity with what the item carries.
  private readonly changes = observable.map<string, Change>(undefined, { deep: false });
  private readonly errors = observable.map<string, string>();
  private readonly api: ReactionsApi;
  private readonly getToken: () => string | undefined;
  private readonly self: () => string | undefined;
  private sequence = 0;

  constructor(api: ReactionsApi, getToken: () => string | undefined, self: () => string | undefined) {
    this.api = api;
    this.getToken = getToken;
    this.self = self;
    makeAutoObservable<ReactionsStore, 'api' | 'getToken' | 'self' | 'sequence'>(this, { api: false, getToken: false, self: false, sequence: false });
  }

  /** What the bar under an item shows. */
  of(kind: ReactionKind, id: string, carried: CarriedReactions): readonly Reaction[] {
    const change = this.changes.get(keyOf(kind, id));
    if (change && (change.base === 'live' || change.base === carried)) return change.reactions;
    return carried ?? none;
  }

  errorOf(kind: ReactionKind, id: string): string | undefined {
    return this.errors.get(keyOf(kind, id));
  }

  /** Adds or takes back the reader's `emoji` on an item, showing it before the server answers. */
  async toggle(kind: ReactionKind, id: string, emoji: string, carried: CarriedReactions): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    const key = keyOf(kind, id);
    const latest = ++this.sequence;
    const previous = this.changes.get(key);
    this.errors.delete(key);
    this.changes.set(key, {
      reactions: flipReaction(this.of(kind, id, carried), emoji, this.self()),
      base: previous && previous.base === 'live' ? 'live' : carried,
      latest,
    });
    try {
      const reactions = await this.api.toggle(token, kind, id, emoji);
      runInAction(() => {
        const change = this.changes.get(key);
        // A later toggle on the item is on its way; its reply counts this one too.
        if (change && change.latest === latest) this.changes.set(key, { ...change, reactions });
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const change = this.changes.get(key);
        if (change) this.changes.set(key, { ...change, reactions: flipReaction(change.reactions, emoji, this.self()) });
        this.errors.set(key, isRefusal(error) ? error.message : reactionTexts.failed);
      });
      return false;
    }
  }

  /** A live `reaction` event: the server's count for the item, the reader's `mine` included. */
  apply(event: ReactionEvent): void {
    const key = keyOf(event.kind, event.id);
    const previous = this.changes.get(key);
    this.changes.set(key, { reactions: event.reactions, base: 'live', latest: previous?.latest ?? 0 });
  }

  dismissError(kind: ReactionKind, id: string): void {
    this.errors.delete(keyOf(kind, id));
  }

  /** Sign-out: another relative's `mine` must not show. */
  reset(): void {
    this.changes.clear();
    this.errors.clear();
  }
}

/** The signed-in area's reactions store, made on first use (RootStore.reactions). */
export function reactionsOf(root: RootStore): ReactionsStore {
  root.reactions ??= new ReactionsStore(root.reactionsApi, () => root.accounts.token, () => root.accounts.pseudo);
  return root.reactions;
}
