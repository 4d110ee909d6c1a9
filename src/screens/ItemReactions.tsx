import { observer } from 'mobx-react-lite';
import type { Reaction, ReactionKind } from '../../shared/reactionTypes.ts';
import { ReactionBar } from '../components/ReactionBar.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { reactionsOf } from '../stores/ReactionsStore.ts';

/** What an item the server sent carries (issue 25); absent until the server sends reactions. */
export function carriedReactions(item: object | undefined): readonly Reaction[] | undefined {
  const carried = item && 'reactions' in item ? item.reactions : undefined;
  return Array.isArray(carried) ? (carried as Reaction[]) : undefined;
}

export type ItemReactionsProps = {
  kind: ReactionKind;
  id: string;
  /** The item as fetched: its `reactions`, if any, are the starting point. */
  item: object;
  /** The item a long press anywhere on opens the picker: by default the closest element that a
   * component marked `data-reaction-item`. */
  longPressOn?: string;
  /** ReactionBar's: no room taken until there is a reaction (the chat). */
  quiet?: boolean;
};

/** The reaction bar under one item, wired to the reactions store. */
export const ItemReactions = observer(function ItemReactions({ kind, id, item, longPressOn = '[data-reaction-item]', quiet = false }: ItemReactionsProps) {
  const reactions = reactionsOf(useStores());
  const carried = carriedReactions(item);
  return (
    <ReactionBar
      reactions={reactions.of(kind, id, carried)}
      error={reactions.errorOf(kind, id)}
      onToggle={(emoji) => void reactions.toggle(kind, id, emoji, carriedReactions(item))}
      longPressOn={longPressOn}
      quiet={quiet}
    />
  );
});
