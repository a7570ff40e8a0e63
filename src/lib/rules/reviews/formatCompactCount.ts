import { getLanguage, type LanguageCode } from '../../i18n/languages';

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(lang: LanguageCode, compact: boolean): Intl.NumberFormat {
  const key = `${lang}|${compact}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = compact
      ? { notation: 'compact', compactDisplay: 'short', maximumFractionDigits: 1 }
      : { maximumFractionDigits: 0 };
    format = new Intl.NumberFormat(getLanguage(lang).bcp47, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A review or rating count with the language's compact suffix from thousands up (spec 000 §9):
 * 999 stays '999', 1,250 becomes '1.3K' (in English). Negative or unusable counts give '0'.
 * @example formatCompactCount(12500, 'en') === '12.5K'; formatCompactCount(2000000, 'de') === '2\u00a0Mio.'
 */
export function formatCompactCount(count: number | null | undefined, lang: LanguageCode): string {
  const value = typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return formatFor(lang, value >= 1000).format(value);
}
