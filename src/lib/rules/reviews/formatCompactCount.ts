import { getLanguage, type LanguageCode } from '../../i18n/languages';
import { isFiniteNumber } from '../isFiniteNumber';
import { cachedBy } from '../cachedBy';

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(lang: LanguageCode, compact: boolean): Intl.NumberFormat {
  return cachedBy(formats, `${lang}|${compact}`, () => {
    const options: Intl.NumberFormatOptions = compact
      ? { notation: 'compact', compactDisplay: 'short', maximumFractionDigits: 1 }
      : { maximumFractionDigits: 0 };
    return new Intl.NumberFormat(getLanguage(lang).bcp47, options);
  });
}

/**
 * A review or rating count with the language's compact suffix from thousands up (spec 000 §9):
 * 999 stays '999', 1,250 becomes '1.3K' (in English). Negative or unusable counts give '0'.
 * @example formatCompactCount(12500, 'en') === '12.5K'; formatCompactCount(2000000, 'de') === '2\u00a0Mio.'
 */
export function formatCompactCount(count: number | null | undefined, lang: LanguageCode): string {
  const value = isFiniteNumber(count) && count > 0 ? Math.floor(count) : 0;
  return formatFor(lang, value >= 1000).format(value);
}
