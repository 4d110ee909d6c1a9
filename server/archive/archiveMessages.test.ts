import { describeFrenchTexts } from '../testing/frenchTexts.ts';
import { archiveMessages } from './archiveMessages.ts';

describeFrenchTexts({ archiveMessages });
