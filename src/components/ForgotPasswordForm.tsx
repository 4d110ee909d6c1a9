import { useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { publicTexts } from '../texts/publicTexts.ts';
import { EmailField } from './EmailField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { PublicFormCard } from './PublicFormCard.tsx';
import { RequiredTextField } from './RequiredTextField.tsx';
import { useNewPassword } from './useNewPassword.ts';
import { codeFontFamily } from '../theme/fontFamilies.ts';

export type ForgotPasswordValues = { email: string; code: string; password: string };

export type ForgotPasswordFormProps = {
  loading: boolean;
  /** Server error (wrong, used or expired code; too many tries), shown in red above the form. */
  error?: string;
  /** Called with the values as typed; the store URL-encodes the email. */
  onSubmit: (values: ForgotPasswordValues) => void;
};

const texts = publicTexts.forgotPassword;

export function ForgotPasswordForm({ loading, error, onSubmit }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const newPassword = useNewPassword();

  const handleSubmit = () => {
    if (!newPassword.check()) return;
    onSubmit({ email, code, password: newPassword.password });
  };

  return (
    <PublicFormCard
      maxWidth={460}
      title={<KeepLastWordWithMark text={texts.title} />}
      intro={<Typography>{texts.explanation}</Typography>}
      error={error}
      formLabel={texts.formLabel}
      submitLabel={texts.submit}
      loading={loading}
      onSubmit={handleSubmit}
      links={
        <Link component={RouterLink} to="/">
          {texts.back}
        </Link>
      }
    >
      <EmailField label={texts.email} value={email} onChange={setEmail} />
      <RequiredTextField
        label={texts.code}
        name="code"
        autoComplete="one-time-code"
        helperText={texts.codeHint}
        // Read out over the phone: capitals, no spelling fixes, a monospace font to tell letters apart.
        htmlInput={{ autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, maxLength: 64, style: { fontFamily: codeFontFamily, letterSpacing: '0.1em' } }}
        value={code}
        onChange={setCode}
      />
      <NewPasswordFields passwordLabel={texts.newPassword} confirmationLabel={texts.confirmPassword} {...newPassword.fields} />
    </PublicFormCard>
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
