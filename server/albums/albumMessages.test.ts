import { describeFrenchTexts } from '../testing/frenchTexts.ts';
import { albumMessages } from './albumMessages.ts';

describeFrenchTexts({ albumMessages });
