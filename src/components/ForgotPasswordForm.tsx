import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { publicTexts } from '../texts/publicTexts.ts';
import { shellTexts } from '../texts/shellTexts.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useNewPassword } from './useNewPassword.ts';

export type ForgotPasswordValues = { email: string; code: string; password: string };

export type ForgotPasswordFormProps = {
  loading: boolean;
  /** Server error (wrong, used or expired code; too many tries), shown in red above the form. */
  error?: string;
  /** Called with the values as typed; the store URL-encodes the email. */
  onSubmit: (values: ForgotPasswordValues) => void;
};

const texts = publicTexts.forgotPassword;
const requiredWithoutAsterisk = { inputLabel: { required: false } };

export function ForgotPasswordForm({ loading, error, onSubmit }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const newPassword = useNewPassword();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!newPassword.check()) return;
    onSubmit({ email, code, password: newPassword.password });
  };

  return (
    <Paper sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h1" sx={{ textAlign: 'center' }}>
          <KeepLastWordWithMark text={texts.title} />
        </Typography>
        <Typography>{texts.explanation}</Typography>
        {error && (
          <Typography role="alert" sx={{ textAlign: 'center', color: 'error.main', overflowWrap: 'anywhere' }}>
            {error}
          </Typography>
        )}
        <Box
          component="form"
          aria-label={texts.formLabel}
          onSubmit={handleSubmit}
          sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            label={texts.email}
            type="email"
            name="email"
            autoComplete="email"
            required
            fullWidth
            slotProps={requiredWithoutAsterisk}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={texts.code}
            name="code"
            autoComplete="one-time-code"
            required
            fullWidth
            helperText={texts.codeHint}
            // Read out over the phone: capitals, no spelling fixes, a monospace font to tell letters apart.
            slotProps={{
              ...requiredWithoutAsterisk,
              htmlInput: { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, maxLength: 64, style: { fontFamily: 'monospace', letterSpacing: '0.1em' } },
            }}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <NewPasswordFields
            passwordLabel={texts.newPassword}
            confirmationLabel={texts.confirmPassword}
            passwordName="new-password"
            confirmationName="confirm-password"
            {...newPassword.fields}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={loading}
            startIcon={loading ? <CircularProgress size={18} color="inherit" aria-label={shellTexts.loading} /> : undefined}
          >
            {texts.submit}
          </Button>
        </Box>
        <Link component={RouterLink} to="/">
          {texts.back}
        </Link>
      </Stack>
    </Paper>
  );
}

/** A French '?' follows a space, and must not wrap alone onto a phone's second line. */
function KeepLastWordWithMark({ text }: { text: string }) {
  const split = text.lastIndexOf(' ', text.length - 3);
  if (split < 0) return text;
  return (
    <>
      {text.slice(0, split + 1)}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text.slice(split + 1)}
      </Box>
    </>
  );
}
