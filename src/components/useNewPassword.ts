import { useState } from 'react';
import { isPasswordLongEnough } from '../../shared/pseudo.ts';

/**
 * The state behind NewPasswordFields. The checks run when the form is sent, and typing clears
 * them: a new password clears both messages, a new confirmation only the mismatch.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [differ, setDiffer] = useState(false);

  return {
    password,
    fields: {
      password,
      confirmation,
      tooShort,
      differ,
      onPasswordChange: (value: string) => {
        setPassword(value);
        setTooShort(false);
        setDiffer(false);
      },
      onConfirmationChange: (value: string) => {
        setConfirmation(value);
        setDiffer(false);
      },
    },
    /** Shows what is wrong with the pair, and says whether it can be sent. */
    check: (): boolean => {
      const short = !isPasswordLongEnough(password);
      const mismatch = password !== confirmation;
      setTooShort(short);
      setDiffer(mismatch);
      return !short && !mismatch;
    },
    clear: () => {
      setPassword('');
      setConfirmation('');
    },
  };
}
