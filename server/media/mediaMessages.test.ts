import { describeFrenchTexts } from '../testing/frenchTexts.ts';
import { mediaMessages } from './mediaMessages.ts';

describeFrenchTexts({ mediaMessages });
