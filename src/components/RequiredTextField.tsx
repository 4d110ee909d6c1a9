import { useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { TextField } from '@mui/material';

export type RequiredTextFieldProps = {
  label: string;
  /** The input's name, as password managers and the browser journeys know it. */
  name: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  error?: boolean;
  helperText?: ReactNode;
  /** Attributes of the input itself: a length limit, how a phone keyboard treats it. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  onChange: (value: string) => void;
};

// Every field of the account forms is required, so an asterisk would tell nothing; `required`
// still drives native validation and what screen readers announce.
const withoutAsterisk = { required: false };

/** A full-width field of the account forms that must be filled in, and calls back with its text. */
export function RequiredTextField({ label, name, type, autoComplete, value, error, helperText, htmlInput, onChange }: RequiredTextFieldProps) {
  // A public page is drawn at build time and its app starts once it has painted: what a relative
  // types (or a password manager fills in) before then is on screen, and goes to the form's state
  // when React takes the field over, instead of the form being sent empty.
  const input = useRef<HTMLInputElement>(null);
  const typedBeforeStart = useRef({ value, onChange });
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== typedBeforeStart.current.value) typedBeforeStart.current.onChange(typed);
  }, []);
  return (
    <TextField
      inputRef={input}
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      required
      fullWidth
      slotProps={{ inputLabel: withoutAsterisk, htmlInput }}
      value={value}
      error={error}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
