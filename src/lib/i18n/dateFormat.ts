import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/es';
import 'dayjs/locale/it';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import 'dayjs/locale/de';
import 'dayjs/locale/nl';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ko';
import 'dayjs/locale/id';
import 'dayjs/locale/pl';
import 'dayjs/locale/ar';
import 'dayjs/locale/ru';
import 'dayjs/locale/da';
import 'dayjs/locale/nb';
import 'dayjs/locale/ro';
import 'dayjs/locale/sv';
import 'dayjs/locale/tr';
import { getLanguage, type LanguageCode } from './languages';
import { dateLocale } from './dateLocale';

dayjs.extend(localizedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

export type DateInput = string | number | Date;

/** A dayjs date in the language's locale, optionally in a time zone (e.g. the city's). */
export function localDate(input: DateInput, code: LanguageCode, timeZone?: string): dayjs.Dayjs {
  const date = timeZone ? dayjs(input).tz(timeZone) : dayjs(input);
  return date.locale(getLanguage(code).dayjs);
}

/**
 * A long date as the visitor reads it: the page's language with the site's country as region
 * (`dateLocale`, the one date-locale decision), e.g. "21 November 2026" on a London site in English.
 * @example formatLongDate('2026-11-21', 'de') === '21. November 2026'; formatLongDate('2026-11-21T12:00:00Z', 'en', 'UTC', 'GB') === '21 November 2026'
 */
export function formatLongDate(
  input: DateInput,
  code: LanguageCode,
  timeZone?: string,
  region?: string | undefined,
): string {
  const date = dayjs(input);
  if (!date.isValid()) return '';
  return new Intl.DateTimeFormat(dateLocale(code, region), {
    dateStyle: 'long',
    ...(timeZone && { timeZone }),
  }).format(date.toDate());
}

/**
 * A clock time: 12-hour for English only, 24-hour for every other language (spec 001 §9).
 * @example formatTime('2026-11-21T19:30:00Z', 'en', 'UTC') === '7:30 PM'; formatTime(…, 'fr', 'UTC') === '19:30'
 */
export function formatTime(input: DateInput, code: LanguageCode, timeZone?: string): string {
  const date = localDate(input, code, timeZone);
  if (!date.isValid()) return '';
  return date.format(getLanguage(code).hour12 ? 'h:mm A' : 'HH:mm');
}
