import { useState } from 'react';
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { publicTexts } from '../texts/publicTexts.ts';
import { EmailField } from './EmailField.tsx';
import { PublicFormCard } from './PublicFormCard.tsx';
import { RequiredTextField } from './RequiredTextField.tsx';

export type LoginValues = { email: string; password: string };

export type LoginFormProps = {
  loading: boolean;
  /** Server error, shown in red above the form. */
  error?: string;
  /** True right after a registration: shows the pending-validation notice instead of the register link. */
  registered: boolean;
  /** True after a reset with a code: tells the relative to sign in with the new password. */
  passwordReset?: boolean;
  onSubmit: (values: LoginValues) => void;
};

const texts = publicTexts.login;

export function LoginForm({ loading, error, registered, passwordReset = false, onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <PublicFormCard
      maxWidth={420}
      logo
      title={product.title}
      intro={
        <>
          {/* One message at a time: a relative who just registered and tries to sign in reads the
              server's « Votre compte est en attente… » alone (issue 38). */}
          {registered && !error && (
            <Typography role="status" sx={{ textAlign: 'center', color: 'success.dark', fontWeight: 600 }}>
              {texts.pending}
            </Typography>
          )}
          {passwordReset && (
            <Typography role="status" sx={{ textAlign: 'center', color: 'success.dark', fontWeight: 600 }}>
              {texts.passwordReset}
            </Typography>
          )}
        </>
      }
      error={error}
      formLabel={texts.formLabel}
      submitLabel={texts.submit}
      loading={loading}
      onSubmit={() => onSubmit({ email, password })}
      links={
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={product.publicRoutes.forgotPassword}>
            {texts.forgotPassword}
          </Link>
          {!registered && (
            <Link component={RouterLink} to="/register">
              {texts.noAccount}
            </Link>
          )}
        </Stack>
      }
    >
      <EmailField label={texts.email} value={email} onChange={setEmail} />
      <RequiredTextField label={texts.password} type="password" name="password" autoComplete="current-password" value={password} onChange={setPassword} />
    </PublicFormCard>
  );
}
