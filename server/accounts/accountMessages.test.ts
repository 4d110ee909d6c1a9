import { describeFrenchTexts } from '../testing/frenchTexts.ts';
import { accountMessages } from './accountMessages.ts';

describeFrenchTexts({ accountMessages });
