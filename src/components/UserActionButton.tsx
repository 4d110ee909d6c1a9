import type { ReactNode } from 'react';
import { Button, type SxProps, type Theme } from '@mui/material';

export type UserActionButtonProps = {
  /** The user's change is in flight. */
  busy: boolean;
  /** Id of the element holding the pseudo, which describes the button ("Bannir", for Paul). */
  pseudoId: string;
  color?: 'primary' | 'success' | 'warning' | 'error';
  /** Where it sits: a share of a card's row, or under the role in the table. */
  sx?: SxProps<Theme>;
  onClick: () => void;
  children: ReactNode;
};

/** One of the small outlined buttons of a row of the admin's user list. */
export function UserActionButton({ busy, pseudoId, color, sx, onClick, children }: UserActionButtonProps) {
  return (
    <Button size="small" variant="outlined" color={color} disabled={busy} aria-describedby={pseudoId} onClick={onClick} sx={sx}>
      {children}
    </Button>
  );
}
