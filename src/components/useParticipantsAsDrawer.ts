import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/**
 * Below `md`, the participants open as a drawer over the messages and start closed: that is
 * where the signed-in menu becomes a drawer too, and there a 240 px side panel would take from a
 * quarter to a half of the messages' width (the page is 390 to 900 px wide).
 */
export function useParticipantsAsDrawer(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
}

/** Issue 25: below `sm` (a phone), even the '>>' strip goes: a button in the chat's header says
 * how many are there and opens the drawer. */
export function useParticipantsButton(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
