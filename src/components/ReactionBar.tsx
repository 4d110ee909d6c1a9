import { useEffect, useId, useRef, useState } from 'react';
import AddReactionOutlinedIcon from '@mui/icons-material/AddReactionOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import { Box, Button, IconButton, Popover, Typography } from '@mui/material';
import { reactionEmoji, type Reaction } from '../../shared/reactionTypes.ts';
import { reactionTexts } from '../texts/reactionTexts.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type ReactionBarProps = {
  /** As the server sends them: only the emoji someone chose, each once. */
  reactions: readonly Reaction[];
  /** Adds the reader's reaction, or takes it back when it is theirs already. */
  onToggle: (emoji: string) => void;
  /** A toggle the server refused or could not hear, in French. */
  error?: string;
  /** A CSS selector: a long press on the closest such ancestor (the item the bar is under) opens
   * the picker too. The bar itself always answers a long press. */
  longPressOn?: string;
  /** How long a finger must stay down; tests and stories may shorten it. */
  longPressMs?: number;
  /** Where every item has a bar (the chat): with no reaction yet it takes no room, and its button
   * shows while the item is hovered or the button has the keyboard's focus; a finger long-presses. */
  quiet?: boolean;
};

/** Every target keeps 44 px, a mouse's too (issue 38: 32 px icons were missed and mistaken). */
const target = { minHeight: 44, minWidth: 44 } as const;
/** With a mouse on a wide screen the buttons say what they do; on a phone the icon, named for a
 * screen reader, leaves the room to the message. */
const wideName = { display: 'none', '@media (pointer: fine) and (min-width: 600px)': { display: 'inline' } } as const;
const namedButton = { ...target, color: 'inherit', px: 1.25, '& .MuiButton-startIcon': { mx: 0 }, gap: 0.75 } as const;

/** A finger that moves this far is scrolling, not pressing. */
const SLOP_PX = 10;

/**
 * A touch held still opens the picker, instead of the browser's context menu or a text selection.
 * Listeners go straight on the element: the item may be drawn by another component.
 */
function useLongPress(target: () => HTMLElement | null | undefined, onLongPress: () => void, ms: number): void {
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  });
  useEffect(() => {
    const element = target();
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start = { x: 0, y: 0 };
    let fired = false;
    const previous = { userSelect: element.style.userSelect, callout: element.style.getPropertyValue('-webkit-touch-callout') };
    const release = () => {
      clearTimeout(timer);
      timer = undefined;
      element.style.userSelect = previous.userSelect;
      element.style.setProperty('-webkit-touch-callout', previous.callout);
    };
    // The fingers on the item: a second one makes a pinch (a photo zoomed), never a long press.
    const fingers = new Set<number>();
    const handleDown = (event: PointerEvent) => {
      fired = false;
      if (event.pointerType !== 'touch') return;
      // The first finger of a touch starts afresh, whatever lift this element did not see.
      if (event.isPrimary) fingers.clear();
      fingers.add(event.pointerId);
      release();
      if (fingers.size > 1) return;
      start = { x: event.clientX, y: event.clientY };
      // Only while the finger is down: the item's text stays selectable with a mouse.
      element.style.userSelect = 'none';
      element.style.setProperty('-webkit-touch-callout', 'none');
      timer = setTimeout(() => {
        fired = true;
        timer = undefined;
        window.getSelection()?.removeAllRanges();
        callback.current();
      }, ms);
    };
    const handleMove = (event: PointerEvent) => {
      if (timer !== undefined && Math.hypot(event.clientX - start.x, event.clientY - start.y) > SLOP_PX) release();
    };
    const handleContextMenu = (event: Event) => {
      if (timer !== undefined || fired) event.preventDefault();
    };
    // The finger lifting after a long press is not also a tap on what it was on (a count, a link).
    const handleClick = (event: Event) => {
      if (!fired) return;
      fired = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const handleUp = (event: PointerEvent) => {
      fingers.delete(event.pointerId);
      release();
    };
    element.addEventListener('pointerdown', handleDown);
    element.addEventListener('pointermove', handleMove);
    element.addEventListener('pointerup', handleUp);
    element.addEventListener('pointercancel', handleUp);
    element.addEventListener('contextmenu', handleContextMenu);
    element.addEventListener('click', handleClick, true);
    return () => {
      release();
      element.removeEventListener('pointerdown', handleDown);
      element.removeEventListener('pointermove', handleMove);
      element.removeEventListener('pointerup', handleUp);
      element.removeEventListener('pointercancel', handleUp);
      element.removeEventListener('contextmenu', handleContextMenu);
      element.removeEventListener('click', handleClick, true);
    };
  }, [target, ms]);
}

/** The small bar under an item: its reactions with their counts, a picker of the six, and who. */
export function ReactionBar({ reactions, onToggle, error, longPressOn, longPressMs = 500, quiet = false }: ReactionBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const reactRef = useRef<HTMLButtonElement>(null);
  const whoRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'picker' | 'who' | undefined>(undefined);
  const whoId = useId();
  const mine = new Set(reactions.filter((reaction) => reaction.mine).map((reaction) => reaction.emoji));

  const [longPressTarget] = useState(() => () => {
    const bar = barRef.current;
    return longPressOn ? (bar?.parentElement?.closest<HTMLElement>(longPressOn) ?? bar) : bar;
  });
  useLongPress(longPressTarget, () => setOpen('picker'), longPressMs);

  const choose = (emoji: string) => {
    setOpen(undefined);
    onToggle(emoji);
  };

  return (
    <Box
      ref={barRef}
      role="group"
      aria-label={reactionTexts.barLabel}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        minWidth: 0,
        ...(quiet && reactions.length === 0 && !error && open === undefined && { '*:not(:hover) > &:not(:focus-within)': visuallyHidden }),
      }}
    >
      {reactions.map((reaction) => (
        <Button
          key={reaction.emoji}
          size="small"
          variant={reaction.mine ? 'contained' : 'outlined'}
          color={reaction.mine ? 'primary' : 'inherit'}
          aria-pressed={reaction.mine}
          aria-label={reactionTexts.count(reaction.emoji, reaction.count, reaction.mine)}
          onClick={() => onToggle(reaction.emoji)}
          sx={{ px: 1, py: 0, borderRadius: 4, gap: 0.5, fontVariantNumeric: 'tabular-nums', borderColor: 'divider', ...target }}
        >
          <span aria-hidden>{reaction.emoji}</span>
          <span aria-hidden>{reaction.count}</span>
        </Button>
      ))}
      <Button
        ref={reactRef}
        size="small"
        aria-label={reactionTexts.react}
        aria-haspopup="true"
        aria-expanded={open === 'picker'}
        onClick={() => setOpen('picker')}
        startIcon={<AddReactionOutlinedIcon fontSize="small" />}
        sx={namedButton}
      >
        <Box component="span" sx={wideName}>
          {reactionTexts.react}
        </Box>
      </Button>
      {reactions.length > 0 && (
        <Button
          ref={whoRef}
          size="small"
          aria-label={reactionTexts.whoLabel}
          aria-haspopup="dialog"
          aria-expanded={open === 'who'}
          onClick={() => setOpen('who')}
          startIcon={<GroupOutlinedIcon fontSize="small" />}
          sx={namedButton}
        >
          <Box component="span" sx={wideName}>
            {reactionTexts.who}
          </Box>
        </Button>
      )}
      {error && (
        <Typography role="alert" variant="caption" sx={{ color: 'error.main', flexBasis: '100%' }}>
          {error}
        </Typography>
      )}
      <Popover
        open={open === 'picker'}
        anchorEl={() => reactRef.current ?? barRef.current}
        onClose={() => setOpen(undefined)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { elevation: 4, sx: { borderRadius: 6 } } }}
      >
        <Box role="group" aria-label={reactionTexts.pickerLabel} sx={{ display: 'flex', p: 0.5, gap: 0.25 }}>
          {reactionEmoji.map((emoji, index) => (
            <IconButton
              key={emoji}
              autoFocus={index === 0}
              aria-label={reactionTexts.reactWith(emoji)}
              aria-pressed={mine.has(emoji)}
              onClick={() => choose(emoji)}
              sx={{ fontSize: '1.4rem', lineHeight: 1, bgcolor: mine.has(emoji) ? 'action.selected' : undefined }}
            >
              {emoji}
            </IconButton>
          ))}
        </Box>
      </Popover>
      <Popover
        open={open === 'who'}
        anchorEl={() => whoRef.current ?? barRef.current}
        onClose={() => setOpen(undefined)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { elevation: 4, role: 'dialog', 'aria-labelledby': whoId, sx: { p: 1.5, maxWidth: 'min(22rem, calc(100vw - 32px))', maxHeight: '50vh' } } }}
      >
        <Typography id={whoId} variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
          {reactionTexts.who}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {reactions.map((reaction) => (
            <Typography component="li" key={reaction.emoji} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {reactionTexts.whoReacted(reaction.emoji, reaction.by)}
            </Typography>
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" onClick={() => setOpen(undefined)} sx={target}>
            {reactionTexts.close}
          </Button>
        </Box>
      </Popover>
    </Box>
  );
}

