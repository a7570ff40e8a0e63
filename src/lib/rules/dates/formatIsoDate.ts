import { getLanguage, type LanguageCode } from '../../i18n/languages';
import { isIsoDate } from './isoDate';
import { cachedBy } from '../cachedBy';

const formats = new Map<LanguageCode, Intl.DateTimeFormat>();

/**
 * A YYYY-MM-DD date as the visitor's language writes it (day, short month, year); '' when not a date.
 * The date is read in UTC so that it never shifts by a day with the server's time zone.
 * @example formatIsoDate('2026-12-31', 'en') === 'Dec 31, 2026'; formatIsoDate('2026-12-31', 'de') === '31.12.2026'
 */
export function formatIsoDate(iso: string | null | undefined, lang: LanguageCode): string {
  if (!isIsoDate(iso)) return '';
  const format = cachedBy(
    formats,
    lang,
    () => new Intl.DateTimeFormat(getLanguage(lang).bcp47, { dateStyle: 'medium', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${iso}T00:00:00Z`));
}
