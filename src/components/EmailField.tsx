import { RequiredTextField } from './RequiredTextField.tsx';

export type EmailFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** The email of the sign-in, register and forgot-password forms, named `email` for password managers. */
export function EmailField({ label, value, onChange }: EmailFieldProps) {
  return <RequiredTextField label={label} type="email" name="email" autoComplete="email" value={value} onChange={onChange} />;
}
