import type { AxiosInstance } from 'axios';
import type { Reaction, ReactionKind, ReactionToggleBody, ReactionToggleReply } from '../../shared/reactionTypes.ts';

/** Issue 25: one call, `POST /api/reaction/toggle`; the reply is the item's reactions after it. */
export interface ReactionsApi {
  toggle(token: string, kind: ReactionKind, id: string, emoji: string): Promise<Reaction[]>;
}

export function createReactionsApi(http: AxiosInstance): ReactionsApi {
  return {
    async toggle(token, kind, id, emoji) {
      const body: ReactionToggleBody = { token, kind, id, emoji };
      return (await http.post<ReactionToggleReply>('/api/reaction/toggle', body)).data.reactions;
    },
  };
}
