import type { LanguageCode } from '../i18n/languages';
import { createTranslator, type Translate } from '../i18n/translator';
import { cachedBy } from './cachedBy';

const cache = new Map<LanguageCode, Translate>();

/**
 * The translator of one language, built once per process: every rule that returns visitor-facing text
 * takes the visitor's `LanguageCode` and words its answer through this.
 * @example translatorFor('fr')('rules.validation.emailInvalid') === 'Veuillez saisir une adresse e-mail valide'
 */
export function translatorFor(lang: LanguageCode): Translate {
  return cachedBy(cache, lang, () => createTranslator(lang));
}
