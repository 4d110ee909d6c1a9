// Issue 41: one search over everything the family wrote. Not in the spec: `POST /api/search` sits
// beside the spec's calls; the server validates the body with these schemas and the client imports
// the same types. The archive's search page (MiniSearch, from file://) answers with the same shape.
import { Type, type Static } from '@sinclair/typebox';

export const searchKinds = ['article', 'comment', 'message', 'photo', 'video', 'place'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchLimits = { pageSize: 20, maxQueryLength: 200 } as const;

const Token = Type.String({ minLength: 1, maxLength: 200 });
export const SearchKindSchema = Type.Union(searchKinds.map((kind) => Type.Literal(kind)));

/**
 * `q`: words, "a quoted phrase", `de:Camille` for one member's writing; the last word is a prefix.
 * `before`: the `next` of the previous page, opaque to the client.
 */
export const SearchBody = Type.Object(
  {
    token: Token,
    q: Type.String({ minLength: 1, maxLength: searchLimits.maxQueryLength }),
    kinds: Type.Optional(Type.Array(SearchKindSchema, { minItems: 1, maxItems: searchKinds.length, uniqueItems: true })),
    before: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type SearchBody = Static<typeof SearchBody>;

/** `highlights`: [start, end) offsets in `snippet` (UTF-16, as JavaScript strings count). */
export const SearchResult = Type.Object({
  kind: SearchKindSchema,
  id: Type.String(),
  title: Type.String(),
  snippet: Type.String(),
  highlights: Type.Array(Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })])),
  /** The writer's pseudo ('' for a place). */
  author: Type.String(),
  /** Milliseconds since the epoch. */
  ts: Type.Number(),
  /** Where the item opens in the app (a chat message opens the chat at that message). */
  url: Type.String(),
});
export type SearchResult = Static<typeof SearchResult>;

/** Newest relevant first, `searchLimits.pageSize` a page; `next` is null on the last page. */
export const SearchReply = Type.Object({ results: Type.Array(SearchResult), next: Type.Union([Type.String(), Type.Null()]) });
export type SearchReply = Static<typeof SearchReply>;
