import { useState, type ReactNode } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { isValidPseudo, isValidPseudoCharacters } from '../../shared/pseudo.ts';
import { publicTexts } from '../texts/publicTexts.ts';
import { EmailField } from './EmailField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { PublicFormCard } from './PublicFormCard.tsx';
import { RequiredTextField } from './RequiredTextField.tsx';
import { useNewPassword } from './useNewPassword.ts';

export type RegisterFormValues = { pseudo: string; email: string; password: string };

export type RegisterFormProps = {
  loading: boolean;
  /** Server error, shown in red above the form. */
  error?: string;
  /** Called with the values as typed; the store lowercases and URL-encodes them. */
  onSubmit: (values: RegisterFormValues) => void;
  /** Shown under the fields: the offer to be told on this device when the account is validated. */
  extra?: ReactNode;
};

const texts = publicTexts.register;
// Mirrors the 40-character limit of isValidPseudo, so the field cannot hold a pseudo the server refuses.
const PSEUDO_MAX_LENGTH = 40;

export function RegisterForm({ loading, error, onSubmit, extra }: RegisterFormProps) {
  const [pseudo, setPseudo] = useState('');
  const [email, setEmail] = useState('');
  const [pseudoEmpty, setPseudoEmpty] = useState(false);
  const newPassword = useNewPassword();

  // Spec §5: the pseudo is checked on every change, so the message follows the value.
  const pseudoInvalid = !isValidPseudoCharacters(pseudo);
  const pseudoError = pseudoInvalid ? texts.pseudoInvalid : pseudoEmpty ? texts.pseudoEmpty : undefined;

  const handleSubmit = () => {
    const emptyPseudo = !pseudoInvalid && !isValidPseudo(pseudo);
    setPseudoEmpty(emptyPseudo);
    const passwordOk = newPassword.check();
    if (pseudoInvalid || emptyPseudo || !passwordOk) return;
    onSubmit({ pseudo, email, password: newPassword.password });
  };

  return (
    <PublicFormCard
      maxWidth={460}
      title={texts.title}
      error={error}
      formLabel={texts.title}
      submitLabel={texts.submit}
      loading={loading}
      onSubmit={handleSubmit}
      links={
        <Link component={RouterLink} to="/">
          {texts.alreadyRegistered}
        </Link>
      }
    >
      <RequiredTextField
        label={texts.pseudo}
        name="pseudo"
        autoComplete="nickname"
        value={pseudo}
        error={pseudoError !== undefined}
        helperText={pseudoError ?? texts.pseudoHelp}
        htmlInput={{ maxLength: PSEUDO_MAX_LENGTH }}
        onChange={(value) => {
          setPseudo(value);
          setPseudoEmpty(false);
        }}
      />
      <EmailField label={texts.email} value={email} onChange={setEmail} />
      <NewPasswordFields
        passwordLabel={texts.password}
        confirmationLabel={texts.confirmPassword}
        passwordName="password"
        confirmationName="confirmPassword"
        {...newPassword.fields}
      />
      {extra}
    </PublicFormCard>
  );
}
