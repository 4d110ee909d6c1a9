import { describeFrenchTexts } from '../testing/frenchTexts.ts';
import { chatMessages } from './chatMessages.ts';

describeFrenchTexts({ chatMessages });
