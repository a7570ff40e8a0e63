import { getLanguage, type LanguageCode } from '../../i18n/languages';
import { cachedBy } from '../cachedBy';
import { isIsoDate, type IsoDate } from '../dates/isoDate';
import type { IsoMonth } from './calendarMonth';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(
  lang: LanguageCode,
  kind: 'full' | 'month' | 'weekday' | 'weekdayShort' | 'time',
): Intl.DateTimeFormat {
  return cachedBy(formats, `${lang}|${kind}`, () => {
    const { bcp47, hour12 } = getLanguage(lang);
    // Calendar dates are wall dates of the venue: read and written in UTC so they never shift a day.
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      full: { dateStyle: 'full' },
      month: { month: 'long', year: 'numeric' },
      weekday: { weekday: 'long' },
      weekdayShort: { weekday: 'narrow' },
      time: { hour: 'numeric', minute: '2-digit', hour12 },
    };
    return new Intl.DateTimeFormat(bcp47, { ...options[kind], timeZone: 'UTC' });
  });
}

/**
 * A date written in full in the page's language (weekday, day, month, year).
 * @example fullDate('2026-12-05', 'en') === 'Saturday, December 5, 2026'
 */
export function fullDate(iso: IsoDate, lang: LanguageCode): string {
  return isIsoDate(iso) ? format(lang, 'full').format(new Date(`${iso}T00:00:00Z`)) : '';
}

/** @example monthTitle('2026-12', 'de') === 'Dezember 2026' */
export function monthTitle(month: IsoMonth, lang: LanguageCode): string {
  return format(lang, 'month').format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * The week's day names from `firstDay` (0 = Sunday), long (for screen readers) and narrow (on screen).
 * @example weekdayNames(1, 'en')[0] → { long: 'Monday', short: 'M' }
 */
export function weekdayNames(firstDay: number, lang: LanguageCode): { long: string; short: string }[] {
  // 2026-11-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 1 + ((firstDay + index) % 7)));
    return { long: format(lang, 'weekday').format(date), short: format(lang, 'weekdayShort').format(date) };
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
