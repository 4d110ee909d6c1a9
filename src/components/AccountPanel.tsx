import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { shellTexts } from '../texts/shellTexts.ts';
import { AccountSection } from './AccountSection.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { RequiredTextField } from './RequiredTextField.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useNewPassword } from './useNewPassword.ts';

export type AccountPanelProps = {
  pseudo: string;
  /** A password change is on its way. */
  busy: boolean;
  /** The server's refusal of the password change, in French. */
  error?: string;
  /** The last password change went through. */
  changed: boolean;
  /** Why signing out of every device failed. */
  accountError?: string;
  /** The list of the account's devices (SessionList), above the sign-out buttons. */
  sessionList?: ReactNode;
  onChangePassword: (oldPassword: string, newPassword: string) => void;
  onSignOutEverywhere: () => void;
  onSignOut: () => void;
};

const texts = shellTexts.account;

export function AccountPanel({ pseudo, busy, error, changed, accountError, sessionList, onChangePassword, onSignOutEverywhere, onSignOut }: AccountPanelProps) {
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const passwordId = `${id}-password`;
  const sessionsId = `${id}-sessions`;

  // A password that went through must not stay typed in the page (adjusted while rendering, the
  // moment `changed` turns true).
  const [wasChanged, setWasChanged] = useState(changed);
  if (changed !== wasChanged) {
    setWasChanged(changed);
    if (changed) {
      setCurrent('');
      newPassword.clear();
    }
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!newPassword.check()) return;
    onChangePassword(current, newPassword.password);
  };

  return (
    <Stack spacing={2.5} sx={{ width: '100%', maxWidth: 560, mx: 'auto' }}>
      <Box>
        <Typography variant="h1">{texts.title}</Typography>
        <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{texts.signedInAs(pseudo)}</Typography>
      </Box>

      <AccountSection titleId={passwordId} title={texts.passwordTitle} intro={texts.passwordIntro} notice={changed ? texts.changed : undefined} error={error}>
        <Box component="form" aria-labelledby={passwordId} onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <RequiredTextField
            label={texts.currentPassword}
            type="password"
            name="current-password"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
          />
          <NewPasswordFields passwordLabel={texts.newPassword} confirmationLabel={texts.confirmPassword} {...newPassword.fields} />
          <SubmitButton loading={busy}>{texts.submit}</SubmitButton>
        </Box>
      </AccountSection>

      <AccountSection titleId={sessionsId} title={texts.sessionsTitle} intro={texts.sessionsIntro} error={accountError}>
        <Stack spacing={1.5}>
          {sessionList}
          <Button variant="outlined" color="error" size="large" onClick={() => setConfirming(true)}>
            {texts.signOutEverywhere}
          </Button>
          <Button variant="outlined" size="large" onClick={onSignOut}>
            {texts.signOut}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.signOutHint}
          </Typography>
        </Stack>
      </AccountSection>

      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        message={texts.confirmMessage}
        confirmLabel={texts.confirmLabel}
        onConfirm={() => {
          setConfirming(false);
          onSignOutEverywhere();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
