import type { PoisAnswer } from '../../../lib/catalogue/client';
import type { LanguageCode } from '../../../lib/i18n/languages';
import type { Translate } from '../../../lib/i18n/translator';
import { slotTime, weekdayNames } from '../../../lib/rules/calendar/calendarText';
import { formatIsoDate } from '../../../lib/rules/dates/formatIsoDate';
import { DAYS_OF_WEEK, dayOfWeekOf, type DayHours, type OpeningPeriod } from '../rules/openingSchedule';

export type Poi = NonNullable<PoisAnswer>['pois'][number];

export interface HoursRow {
  dayOfWeek: string;
  day: string;
  /** '8:30 AM – 7:15 PM' (12-hour clock in English only), or 'Closed'. */
  hours: string;
  lastEntry: string | undefined;
  today: boolean;
}

export interface VenueView {
  id: number;
  name: string;
  address: string;
  latitude: number | undefined;
  longitude: number | undefined;
  about: string;
  /** The week in force today, Monday first; empty without a schedule. */
  week: HoursRow[];
  /** 'Hours from 25 October 2026 to 15 February 2027' when the period has bounds. */
  period: string | undefined;
  todayRow: HoursRow | undefined;
  /** The week as the structured data reads it. */
  schedule: DayHours[];
}

const hoursText = (day: DayHours | undefined, lang: LanguageCode, t: Translate) =>
  !day
    ? ''
    : day.closed
      ? t('contentPage.closed')
      : t('contentPage.hoursValue', {
          open: slotTime(day.openingTime, lang),
          close: slotTime(day.closingTime, lang),
        });

/**
 * The venue section: the point of interest's name, address, coordinates and the week of opening hours
 * in force today, in the page's language and clock.
 * @example venueView(poi, periods, '2026-11-25', 'en', t).todayRow?.hours === '8:30 AM – 4:30 PM'
 */
export function venueView(
  poi: Poi,
  periods: readonly OpeningPeriod[],
  today: string,
  lang: LanguageCode,
  t: Translate,
  region?: string | undefined,
): VenueView {
  const names = weekdayNames(1, lang, region);
  const period = periods.find(
    (p) => (!p.startDate || p.startDate <= today) && (!p.endDate || today <= p.endDate),
  );
  const todayName = dayOfWeekOf(today);
  const week: HoursRow[] = DAYS_OF_WEEK.flatMap((dayOfWeek, index) => {
    const day = period?.days.find((d) => d.dayOfWeek === dayOfWeek);
    if (!day) return [];
    return [
      {
        dayOfWeek,
        day: names[index]?.long ?? dayOfWeek,
        hours: hoursText(day, lang, t),
        lastEntry: day.closed ? undefined : slotTime(day.lastEntryTime, lang) || undefined,
        today: dayOfWeek === todayName,
      },
    ];
  });
  const from = period?.startDate ? formatIsoDate(period.startDate, lang, region) : '';
  const to = period?.endDate ? formatIsoDate(period.endDate, lang, region) : '';
  const location = 'location' in poi ? poi.location : undefined;
  return {
    id: poi.id,
    name: poi.name ?? '',
    address: location?.address ?? '',
    latitude: location?.latitude,
    longitude: location?.longitude,
    about: 'content' in poi && typeof poi.content === 'string' ? poi.content : '',
    week,
    period: from && to ? t('contentPage.hoursPeriod', { from, to }) : undefined,
    todayRow: week.find((row) => row.today),
    schedule: period?.days ?? [],
  };
}
