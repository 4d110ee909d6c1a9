import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { isValidPseudo, isValidPseudoCharacters } from '../../shared/pseudo.ts';
import { publicTexts } from '../texts/publicTexts.ts';
import { shellTexts } from '../texts/shellTexts.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useNewPassword } from './useNewPassword.ts';

export type RegisterFormValues = { firstName: string; email: string; password: string };

export type RegisterFormProps = {
  loading: boolean;
  /** Server error, shown in red above the form. */
  error?: string;
  /** Called with the values as typed; the store lowercases and URL-encodes them. */
  onSubmit: (values: RegisterFormValues) => void;
};

const texts = publicTexts.register;
// Every field is required, so an asterisk would tell nothing; `required` still drives native
// validation and what screen readers announce.
const requiredWithoutAsterisk = { inputLabel: { required: false } };
// Mirrors the 40-character limit of isValidPseudo, so the field cannot hold a pseudo the server refuses.
const PSEUDO_MAX_LENGTH = 40;

export function RegisterForm({ loading, error, onSubmit }: RegisterFormProps) {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [pseudoEmpty, setPseudoEmpty] = useState(false);
  const newPassword = useNewPassword();

  // Spec §5: the pseudo is checked on every change, so the message follows the value.
  const pseudoInvalid = !isValidPseudoCharacters(firstName);
  const pseudoError = pseudoInvalid ? texts.pseudoInvalid : pseudoEmpty ? texts.pseudoEmpty : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emptyPseudo = !pseudoInvalid && !isValidPseudo(firstName);
    setPseudoEmpty(emptyPseudo);
    const passwordOk = newPassword.check();
    if (pseudoInvalid || emptyPseudo || !passwordOk) return;
    onSubmit({ firstName, email, password: newPassword.password });
  };

  return (
    <Paper sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h1" sx={{ textAlign: 'center' }}>
          {texts.title}
        </Typography>
        {error && (
          <Typography role="alert" sx={{ textAlign: 'center', color: 'error.main', overflowWrap: 'anywhere' }}>
            {error}
          </Typography>
        )}
        <Box
          component="form"
          aria-label={texts.title}
          onSubmit={handleSubmit}
          sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            label={texts.pseudo}
            name="firstName"
            autoComplete="nickname"
            required
            fullWidth
            value={firstName}
            error={pseudoError !== undefined}
            helperText={pseudoError ?? texts.pseudoHelp}
            onChange={(event) => {
              setFirstName(event.target.value);
              setPseudoEmpty(false);
            }}
            slotProps={{ ...requiredWithoutAsterisk, htmlInput: { maxLength: PSEUDO_MAX_LENGTH } }}
          />
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
          <NewPasswordFields
            passwordLabel={texts.password}
            confirmationLabel={texts.confirmPassword}
            passwordName="password"
            confirmationName="confirmPassword"
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
          {texts.alreadyRegistered}
        </Link>
      </Stack>
    </Paper>
  );
}
