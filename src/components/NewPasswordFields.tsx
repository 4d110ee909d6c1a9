import { publicTexts } from '../texts/publicTexts.ts';
import { RequiredTextField } from './RequiredTextField.tsx';

export type NewPasswordFieldsProps = {
  passwordLabel: string;
  confirmationLabel: string;
  /** The inputs' names, as password managers and the browser journeys know them: by default
   * new-password and confirm-password; the register form keeps its own. */
  passwordName?: string;
  confirmationName?: string;
  password: string;
  confirmation: string;
  /** The password was sent shorter than the shared rule allows. */
  tooShort: boolean;
  /** The confirmation was sent different from the password. */
  differ: boolean;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
};

const checks = publicTexts.register;

/** A new password and its confirmation, as the register, forgot-password and account forms ask them. */
export function NewPasswordFields({
  passwordLabel,
  confirmationLabel,
  passwordName = 'new-password',
  confirmationName = 'confirm-password',
  password,
  confirmation,
  tooShort,
  differ,
  onPasswordChange,
  onConfirmationChange,
}: NewPasswordFieldsProps) {
  return (
    <>
      <RequiredTextField
        label={passwordLabel}
        type="password"
        name={passwordName}
        autoComplete="new-password"
        value={password}
        error={tooShort}
        helperText={tooShort ? checks.passwordTooShort : checks.passwordHint}
        onChange={onPasswordChange}
      />
      <RequiredTextField
        label={confirmationLabel}
        type="password"
        name={confirmationName}
        autoComplete="new-password"
        value={confirmation}
        error={differ}
        helperText={differ ? checks.passwordsDiffer : undefined}
        onChange={onConfirmationChange}
      />
    </>
  );
}
