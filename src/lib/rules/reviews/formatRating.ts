import { getLanguage, type LanguageCode } from '../../i18n/languages';
import { isFiniteNumber } from '../isFiniteNumber';
import { cachedBy } from '../cachedBy';

const formats = new Map<LanguageCode, Intl.NumberFormat>();

/**
 * A rating out of 5 as shown next to the stars: one decimal in the visitor's number format, clamped to
 * 0..5; an unusable rating gives ''.
 * @example formatRating(4.25, 'en') === '4.3'; formatRating(4, 'de') === '4,0'
 */
export function formatRating(rating: number | null | undefined, lang: LanguageCode): string {
  if (!isFiniteNumber(rating)) return '';
  const format = cachedBy(
    formats,
    lang,
    () =>
      new Intl.NumberFormat(getLanguage(lang).bcp47, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  return format.format(Math.min(Math.max(rating, 0), 5));
}
