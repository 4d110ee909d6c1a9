import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { publicTexts } from '../texts/publicTexts.ts';
import { shellTexts } from '../texts/shellTexts.ts';
import { Logo } from './Logo.tsx';

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
// Every field is required, so an asterisk would tell nothing; `required` still drives native
// validation and what screen readers announce.
const requiredWithoutAsterisk = { inputLabel: { required: false } };

export function LoginForm({ loading, error, registered, passwordReset = false, onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email, password });
  };

  return (
    <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Logo size={80} />
        <Typography variant="h1" sx={{ textAlign: 'center' }}>
          {product.title}
        </Typography>
        {registered && (
          <Typography role="status" sx={{ textAlign: 'center', color: 'success.dark', fontWeight: 600 }}>
            {texts.pending}
          </Typography>
        )}
        {passwordReset && (
          <Typography role="status" sx={{ textAlign: 'center', color: 'success.dark', fontWeight: 600 }}>
            {texts.passwordReset}
          </Typography>
        )}
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
            label={texts.password}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            fullWidth
            slotProps={requiredWithoutAsterisk}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
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
      </Stack>
    </Paper>
  );
}
