import { Checkbox, FormControlLabel, Typography } from '@mui/material';

export type NotificationOfferProps = {
  checked: boolean;
  /** The browser is asking the relative, or subscribing. */
  busy: boolean;
  /** Why it could not be turned on, in French. */
  error?: string;
  onChange: (checked: boolean) => void;
};

export const notificationOfferTexts = {
  label: 'Me prévenir sur cet appareil quand mon compte est validé',
} as const;

/** The registration screen's offer (issue 24): the browser asks its permission on this tap. */
export function NotificationOffer({ checked, busy, error, onChange }: NotificationOfferProps) {
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={checked} disabled={busy} onChange={(event) => onChange(event.target.checked)} />}
        label={notificationOfferTexts.label}
      />
      {error && (
        <Typography role="alert" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
          {error}
        </Typography>
      )}
    </>
  );
}
