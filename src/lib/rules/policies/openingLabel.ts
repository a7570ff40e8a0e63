import type { LanguageCode } from '../../i18n/languages';
import { daysBetween, isIsoDate, todayIn } from '../dates/isoDate';
import { formatIsoDate } from '../dates/formatIsoDate';
import { translatorFor } from '../translatorFor';

export interface OpeningInput {
  /** The opening or reopening date, YYYY-MM-DD. */
  date: string | null | undefined;
  /** True when the product's category is in the reopening list (it opened before). */
  reopening: boolean;
  now: Date;
  /** The venue's IANA time zone: "today" is the venue's today. */
  timeZone: string;
  /** The site's country: the region of the date (i18n/dateLocale). */
  region?: string | undefined;
}

/**
 * The opening label of a show or venue (spec 000 §4): Opens/Reopens today or tomorrow; Opening/Reopening
 * on a later date; nothing for a past or unusable date.
 * @example openingLabel({ date: '2026-03-02', reopening: true, now: new Date('2026-03-01T12:00:00Z'), timeZone: 'Europe/London' }, 'en') === 'Reopens tomorrow'
 */
export function openingLabel(input: OpeningInput, lang: LanguageCode): string | undefined {
  if (!isIsoDate(input.date)) return undefined;
  const days = daysBetween(todayIn(input.now, input.timeZone), input.date);
  if (days < 0) return undefined;
  const t = translatorFor(lang);
  if (days === 0) return t(input.reopening ? 'rules.opening.reopensToday' : 'rules.opening.opensToday');
  if (days === 1) return t(input.reopening ? 'rules.opening.reopensTomorrow' : 'rules.opening.opensTomorrow');
  const date = formatIsoDate(input.date, lang, input.region);
  return t(input.reopening ? 'rules.opening.reopeningOn' : 'rules.opening.openingOn', { date });
}
