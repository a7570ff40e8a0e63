import { languageTag, usesHour12, type LanguageCode } from '../../i18n/languageTags';
import { cachedBy } from '../cachedBy';
import { dateLocale } from '../../i18n/dateLocale';
import { isIsoDate, type IsoDate } from '../dates/isoDate';
import type { IsoMonth } from './calendarMonth';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates follow the one date-locale decision (`dateLocale`: the language with the site's country, so a
 * London page in English writes "Saturday 5 December 2026"); times follow the language's clock (12-hour
 * in English only, spec 001 §9).
 */
function format(
  lang: LanguageCode,
  kind: 'full' | 'month' | 'weekday' | 'weekdayShort' | 'time',
  region?: string | undefined,
): Intl.DateTimeFormat {
  return cachedBy(formats, `${lang}|${region ?? ''}|${kind}`, () => {
    const [bcp47, hour12] = [languageTag(lang), usesHour12(lang)];
    // Calendar dates are wall dates of the venue: read and written in UTC so they never shift a day.
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      full: { dateStyle: 'full' },
      month: { month: 'long', year: 'numeric' },
      weekday: { weekday: 'long' },
      weekdayShort: { weekday: 'narrow' },
      time: { hour: 'numeric', minute: '2-digit', hour12 },
    };
    const locale = kind === 'time' ? bcp47 : dateLocale(lang, region);
    return new Intl.DateTimeFormat(locale, { ...options[kind], timeZone: 'UTC' });
  });
}

/**
 * A date written in full in the page's language and the site's country's conventions (weekday, day,
 * month, year).
 * @example fullDate('2026-12-05', 'en') === 'Saturday, December 5, 2026'; fullDate('2026-12-05', 'en', 'GB') === 'Saturday 5 December 2026'
 */
export function fullDate(iso: IsoDate, lang: LanguageCode, region?: string | undefined): string {
  return isIsoDate(iso) ? format(lang, 'full', region).format(new Date(`${iso}T00:00:00Z`)) : '';
}

/** @example monthTitle('2026-12', 'de') === 'Dezember 2026' */
export function monthTitle(month: IsoMonth, lang: LanguageCode, region?: string | undefined): string {
  return format(lang, 'month', region).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * The week's day names from `firstDay` (0 = Sunday), long (for screen readers) and narrow (on screen).
 * @example weekdayNames(1, 'en')[0] → { long: 'Monday', short: 'M' }
 */
export function weekdayNames(
  firstDay: number,
  lang: LanguageCode,
  region?: string | undefined,
): { long: string; short: string }[] {
  // 2026-11-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 1 + ((firstDay + index) % 7)));
    return {
      long: format(lang, 'weekday', region).format(date),
      short: format(lang, 'weekdayShort', region).format(date),
    };
  });
}

/**
 * A slot's start time (the venue's wall clock, `HH:mm` or `HH:mm:ss`): 12-hour clock in English only
 * (spec 001 §9); '' when not a time.
 * @example slotTime('19:30', 'en') === '7:30 PM'; slotTime('19:30:00', 'fr') === '19:30'
 */
export function slotTime(time: string | null | undefined, lang: LanguageCode): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((time ?? '').trim());
  if (!match) return '';
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return '';
  return format(lang, 'time').format(new Date(Date.UTC(2026, 0, 1, hours, minutes)));
}
