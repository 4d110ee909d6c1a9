import { describeFrenchTexts } from '../testing/frenchTexts.ts';
import { photoMessages } from './photoMessages.ts';

describeFrenchTexts({ photoMessages });
