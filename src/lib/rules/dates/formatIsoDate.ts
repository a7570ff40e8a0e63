import type { LanguageCode } from '../../i18n/languages';
import { isIsoDate } from './isoDate';
import { cachedBy } from '../cachedBy';
import { dateFormatOptions, dateLocale } from '../../i18n/dateLocale';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A YYYY-MM-DD date as the visitor reads it (day, short month, year) in the page's language and the
 * site's country (`dateLocale`); '' when not a date. The date is read in UTC so that it never shifts by
 * a day with the server's time zone.
 * @example formatIsoDate('2026-12-31', 'en', 'GB') === '31 Dec 2026'; formatIsoDate('2026-12-31', 'en', 'US') === 'Dec 31, 2026'
 * @example formatIsoDate('2026-12-31', 'de') === '31.12.2026'; formatIsoDate('2026-11-26', 'ar', 'GB') === '26 نوفمبر 2026'
 */
export function formatIsoDate(
  iso: string | null | undefined,
  lang: LanguageCode,
  region?: string | undefined,
): string {
  if (!isIsoDate(iso)) return '';
  const tag = dateLocale(lang, region);
  const format = cachedBy(
    formats,
    tag,
    () => new Intl.DateTimeFormat(tag, { ...dateFormatOptions(lang), timeZone: 'UTC' }),
  );
  return format.format(new Date(`${iso}T00:00:00Z`));
}
