import { describeFrenchTexts } from '../testing/frenchTexts.ts';
import { commentMessages } from './commentMessages.ts';

describeFrenchTexts({ commentMessages });
