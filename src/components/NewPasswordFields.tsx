import { TextField } from '@mui/material';
import { publicTexts } from '../texts/publicTexts.ts';

export type NewPasswordFieldsProps = {
  passwordLabel: string;
  confirmationLabel: string;
  /** The inputs' names, as password managers and the browser journeys know them. */
  passwordName: string;
  confirmationName: string;
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
// Every field is required, so an asterisk would tell nothing; `required` still drives native
// validation and what screen readers announce.
const requiredWithoutAsterisk = { inputLabel: { required: false } };

/** A new password and its confirmation, as the register, forgot-password and account forms ask them. */
export function NewPasswordFields({
  passwordLabel,
  confirmationLabel,
  passwordName,
  confirmationName,
  password,
  confirmation,
  tooShort,
  differ,
  onPasswordChange,
  onConfirmationChange,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        name={passwordName}
        autoComplete="new-password"
        required
        fullWidth
        slotProps={requiredWithoutAsterisk}
        value={password}
        error={tooShort}
        helperText={tooShort ? checks.passwordTooShort : checks.passwordHint}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        name={confirmationName}
        autoComplete="new-password"
        required
        fullWidth
        slotProps={requiredWithoutAsterisk}
        value={confirmation}
        error={differ}
        helperText={differ ? checks.passwordsDiffer : undefined}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
    </>
  );
}
