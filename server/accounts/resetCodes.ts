import { randomInt } from 'node:crypto';
import { RESET_CODE_ALPHABET, RESET_CODE_LENGTH } from '../../shared/resetCode.ts';

/** A fresh code from the CSPRNG, each character uniform over the 31-letter alphabet (~49.5 bits). */
export function newResetCode(): string {
  let code = '';
  for (let i = 0; i < RESET_CODE_LENGTH; i++) code += RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)];
  return code;
}
