import type { ReactionsApi } from '../api/reactionsApi.ts';
import { ApiError } from '../api/httpClient.ts';
import type { Reaction } from '../../shared/reactionTypes.ts';
import { flipReaction } from '../stores/ReactionsStore.ts';

export interface FakeReactionsApi extends ReactionsApi {
  /** `kind id emoji` of each toggle, in order. */
  calls: string[];
}

/** An in-memory reactions server for one reader (`self`), answering each toggle with the item's
 * reactions after it; `failWith` refuses every toggle with that French message. */
export function fakeReactionsApi({ self = 'Camille', given = {}, failWith }: { self?: string; given?: Record<string, Reaction[]>; failWith?: string } = {}): FakeReactionsApi {
  const items = new Map(Object.entries(given));
  const calls: string[] = [];
  return {
    calls,
    async toggle(_token, kind, id, emoji) {
      calls.push(`${kind} ${id} ${emoji}`);
      if (failWith !== undefined) throw new ApiError(failWith, 400);
      const key = `${kind}:${id}`;
      const next = flipReaction(items.get(key) ?? [], emoji, self);
      items.set(key, next);
      return next;
    },
  };
}
