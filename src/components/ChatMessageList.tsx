import { useEffect, useRef, useState, type RefObject } from 'react';
import { Box, Typography } from '@mui/material';
import type { ChatLine, ChatMessage } from '../../shared/chatTypes.ts';
import { product } from '../../shared/product.ts';
import { chatTexts } from '../texts/chatTexts.ts';
import { ChatMessageItem } from './ChatMessageItem.tsx';
import { dayKey, formatChatDay } from './formatDate.ts';

export type ChatMessageListProps = {
  messages: readonly ChatLine[];
  /** The signed-in user's first name: their messages get the white badge. */
  currentUser: string;
  /** Admins only: each message offers to be removed. */
  onDeleteMessage?: (message: ChatMessage) => void;
  /** Issue 25: the reader's own messages offer to be removed (for an admin, onDeleteMessage does). */
  onDeleteOwnMessage?: (message: ChatMessage) => void;
  /** Issue 25: each message offers to be answered. */
  onReplyMessage?: (message: ChatMessage) => void;
  /** What 'Aujourd'hui' and 'Hier' are counted from; the current time by default (stories fix it). */
  now?: number;
  /** Issue 41: the ts of a message to open the log at (a search result), once it is in the list. */
  focusTs?: string;
};

type Day = { key: number; ms: number; entries: { message: ChatMessage; index: number; showTime: boolean }[] };

/** When a line happened: a message's ts; a presence line's `at`, as its ts is only its place in
 * the list (issue 38). NaN when unknown (a presence line kept from before `at`, a blank ts). */
function timeOf(message: ChatLine): number {
  if (message.sender === product.systemSender) return message.at ?? NaN;
  return message.ts === '' ? NaN : Number(message.ts);
}

/** Issue 25: the messages by local day, each knowing whether it ends a run of one sender's
 * messages (the time shows under the last of a run). A line without a time joins the day before
 * it, or the first dated one's when it comes first. */
function byDay(messages: readonly ChatLine[]): Day[] {
  const days: Day[] = [];
  const firstDated = messages.map(timeOf).find(Number.isFinite);
  messages.forEach((message, index) => {
    const own = timeOf(message);
    const ms = Number.isFinite(own) || days.length > 0 ? own : (firstDated ?? NaN);
    const key = Number.isFinite(ms) ? dayKey(ms) : days.at(-1)?.key;
    let day = days.at(-1);
    if (!day || (key !== undefined && key !== day.key)) {
      day = { key: key ?? 0, ms, entries: [] };
      days.push(day);
    }
    const next = messages[index + 1];
    const nextMs = next ? timeOf(next) : NaN;
    const endsRun = !next || next.sender !== message.sender || (Number.isFinite(nextMs) && dayKey(nextMs) !== day.key);
    day.entries.push({ message, index, showTime: endsRun });
  });
  return days;
}

/** The current time, moved on at each midnight so 'Aujourd'hui' becomes 'Hier' in an open chat. */
function useToday(): number {
  const [today, setToday] = useState(() => Date.now());
  useEffect(() => {
    const midnight = new Date(today);
    midnight.setHours(24, 0, 0, 0);
    const timer = setTimeout(() => setToday(Date.now()), midnight.getTime() - Date.now() + 1000);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

/** How long a message stays highlighted after a tap on a quote of it led there. */
const HIGHLIGHT_MS = 2000;

/** Issue 25: a tap on a quote scrolls the log (only the log, as below) to the message answered and
 * highlights it for a moment. */
function useGoToMessage(logRef: RefObject<HTMLDivElement | null>) {
  const [highlighted, setHighlighted] = useState<string>();
  useEffect(() => {
    if (highlighted === undefined) return;
    const timer = setTimeout(() => setHighlighted(undefined), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  const goTo = (ts: string, behavior: ScrollBehavior = 'smooth') => {
    const log = logRef.current;
    const target = log?.querySelector<HTMLElement>(`[data-message-ts="${CSS.escape(ts)}"]`);
    if (!log || !target) return;
    const top = target.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop - log.clientHeight / 3;
    if (typeof log.scrollTo === 'function') log.scrollTo({ top, behavior });
    setHighlighted(ts);
  };
  return { highlighted, goTo };
}

export function ChatMessageList({
  messages,
  currentUser,
  onDeleteMessage,
  onDeleteOwnMessage,
  onReplyMessage,
  now: fixedNow,
  focusTs,
}: ChatMessageListProps) {
  const today = useToday();
  const now = fixedNow ?? today;
  const logRef = useRef<HTMLDivElement>(null);
  const hasScrolled = useRef(false);
  // Issue 41: the message asked for is shown once, when it first appears (the history may come
  // after the screen opens); until then the log behaves as usual.
  // A new message (its length changes) scrolls to the newest again, as always.
  const focused = useRef<{ ts: string; length: number }>(undefined);
  const { highlighted, goTo } = useGoToMessage(logRef);
  const byTs = new Map(messages.filter((message) => message.sender !== product.systemSender).map((message) => [message.ts, message]));

  // The length is a dependency too: a store may push into the same (observable) array.
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof log.scrollTo !== 'function') return;
    if (focusTs !== undefined && focused.current?.ts !== focusTs && byTs.has(focusTs)) {
      focused.current = { ts: focusTs, length: messages.length };
      hasScrolled.current = true;
      goTo(focusTs, 'auto');
      return;
    }
    if (focused.current !== undefined && focused.current.ts === focusTs && focused.current.length === messages.length) return;
    // Opening the chat lands on the newest message at once; later changes scroll smoothly (spec §2).
    // Only the log scrolls: scrollIntoView would also move the page, and the text box with it,
    // under a phone's keyboard.
    log.scrollTo({ top: log.scrollHeight, behavior: hasScrolled.current ? 'smooth' : 'auto' });
    hasScrolled.current = true;
    // goTo and byTs are remade each render; messages and focusTs are what changes them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages, messages.length, focusTs]);

  // When the log gets shorter (a phone keyboard opening, the box growing a line), whoever was
  // reading the newest message still sees it.
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    let atBottom = true;
    const handleScroll = () => {
      atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 4;
    };
    const observer = new ResizeObserver(() => {
      if (atBottom) log.scrollTop = log.scrollHeight;
    });
    log.addEventListener('scroll', handleScroll, { passive: true });
    observer.observe(log);
    return () => {
      log.removeEventListener('scroll', handleScroll);
      observer.disconnect();
    };
  }, []);

  return (
    <Box
      ref={logRef}
      role="log"
      aria-label={chatTexts.messagesLabel}
      // Keyboard users scroll back through the history too, so the log takes focus.
      tabIndex={0}
      sx={{
        flex: 1,
        minHeight: 0,
        minWidth: 0,
        overflowY: 'auto',
        px: { xs: 1.5, sm: 2 },
        // Inside the box: the chat's frame clips anything drawn outside it.
        '&:focus-visible': { outlineOffset: '-3px' },
      }}
    >
      {messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>{chatTexts.empty}</Typography>
      ) : (
        byDay(messages).map((day) => (
          <Box key={`${day.key}-${day.entries[0]?.index}`}>
            <Typography
              component="h2"
              variant="caption"
              sx={{ display: 'block', textAlign: 'center', color: 'text.secondary', fontWeight: 700, pt: 1.5, pb: 0.5 }}
            >
              {dayHeading(day, now)}
            </Typography>
            <Box component="ul" sx={{ m: 0, px: 0, pb: 1 }}>
              {day.entries.map(({ message, index, showTime }) => (
                <ChatMessageItem
                  key={`${index}-${message.ts}`}
                  message={message}
                  own={message.sender === currentUser}
                  showTime={showTime}
                  onDelete={onDeleteMessage}
                  onDeleteOwn={message.sender === currentUser ? onDeleteOwnMessage : undefined}
                  onReply={onReplyMessage}
                  answered={message.replyTo === undefined ? undefined : byTs.get(message.replyTo)}
                  onQuoteClick={goTo}
                  highlighted={highlighted === message.ts}
                  reader={currentUser}
                />
              ))}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}

function dayHeading(day: Day, now: number): string {
  return Number.isFinite(day.ms) ? formatChatDay(day.ms, now, chatTexts.days) : '';
}
