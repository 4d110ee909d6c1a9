import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { ChatMention } from '../../shared/chatTypes.ts';
import { mentionedIn } from '../../shared/mentionedIn.ts';

/** The `@word` being typed just before the caret. */
type Query = { start: number; end: number; word: string };

const typedMention = /(?:^|\s)@([^\s@]*)$/u;

/**
 * Issue 25: typing `@` in the chat box offers the pseudos that start with what follows it; picking
 * one writes `@Pseudo ` and remembers the account. `mentionsIn` gives the accounts still named in
 * the text when it is sent.
 */
export function useMentionPicker(
  options: readonly ChatMention[],
  text: string,
  setText: (text: string) => void,
  inputRef: RefObject<HTMLTextAreaElement | null>,
) {
  const [query, setQuery] = useState<Query>();
  const [activeIndex, setActiveIndex] = useState(0);
  const picked = useRef(new Map<number, ChatMention>());

  const word = query?.word.toLocaleLowerCase();
  const matches = word === undefined ? [] : options.filter((option) => option.pseudo.toLocaleLowerCase().startsWith(word));
  const open = matches.length > 0;

  /** After each change of the text: is an `@word` being typed? */
  const follow = (value: string, caret: number | null) => {
    const found = typedMention.exec(value.slice(0, caret ?? value.length));
    setQuery(found ? { start: (caret ?? value.length) - found[1]!.length - 1, end: caret ?? value.length, word: found[1]! } : undefined);
    setActiveIndex(0);
  };

  const pick = (mention: ChatMention) => {
    if (!query) return;
    const inserted = `@${mention.pseudo} `;
    setText(text.slice(0, query.start) + inserted + text.slice(query.end));
    picked.current.set(mention.id, mention);
    setQuery(undefined);
    const caret = query.start + inserted.length;
    requestAnimationFrame(() => inputRef.current?.setSelectionRange(caret, caret));
  };

  /** True when the key was the list's (arrows, Enter or Tab to pick, Escape to close). */
  const handleKeyDown = (event: KeyboardEvent): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) setActiveIndex((index) => (index + moves[event.key]! + matches.length) % matches.length);
    else if (event.key === 'Enter' || event.key === 'Tab') pick(matches[Math.min(activeIndex, matches.length - 1)]!);
    else if (event.key === 'Escape') setQuery(undefined);
    else return false;
    event.preventDefault();
    return true;
  };

  /** The accounts picked that the text still names; forgotten for the next message. */
  const takeMentions = (message: string): ChatMention[] => {
    const named = [...picked.current.values()].filter((mention) => mentionedIn(message, mention.pseudo));
    picked.current.clear();
    return named;
  };

  return { open, matches, activeIndex, follow, pick, handleKeyDown, takeMentions, close: () => setQuery(undefined) };
}
