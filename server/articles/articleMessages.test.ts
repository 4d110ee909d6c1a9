import { describeFrenchTexts } from '../testing/frenchTexts.ts';
import { articleMessages } from './articleMessages.ts';

describeFrenchTexts({ articleMessages });
