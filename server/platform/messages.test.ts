import { describeFrenchTexts } from '../testing/frenchTexts.ts';
import { diskMessages } from './disk/diskMessages.ts';
import { messages, validationMessage } from './messages.ts';

const validationTexts = ['required', 'additionalProperties', 'type', 'minLength', 'maxLength', 'minimum', 'pattern'].map(
  (keyword): [string, string] => [
    `validationMessage(${keyword})`,
    validationMessage({ keyword, instancePath: '/email', params: { missingProperty: 'email', additionalProperty: 'x', type: 'string' } }),
  ],
);

describeFrenchTexts({ messages, diskMessages }, validationTexts);
