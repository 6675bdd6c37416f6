/**
 * Loads the three readings at once, synchronously, for Node (the API, scripts, tests): import
 * this module and {@link analyseAxesInLanguage} reads every language without awaiting. Bundles
 * for the browser should not import it: they load one language when it is used (loadLanguage).
 */
import { GERMAN } from './de';
import { FRENCH } from './fr';
import { registerLanguage } from './index';
import { SPANISH } from './es';

registerLanguage(SPANISH);
registerLanguage(FRENCH);
registerLanguage(GERMAN);

export { analyseAxesInLanguage, detectLanguage, loadLanguage } from './index';
