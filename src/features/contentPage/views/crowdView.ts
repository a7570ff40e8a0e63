import type { PoiDemandAnswer } from '../../../lib/catalogue/client';
import type { LanguageCode } from '../../../lib/i18n/languages';
import type { Translate } from '../../../lib/i18n/translator';
import { weekdayNames } from '../../../lib/rules/calendar/calendarText';
import {
  crowdLevelLabel,
  seasonLabel,
  type SeasonLevel,
  type WeekdayCrowdLevel,
} from '../../../lib/rules/dates/crowdLevels';
import type { OpeningPeriod } from '../rules/openingSchedule';
import { seasonsOf } from '../rules/seasons';
import { quietestDay, weekdayCrowds, weekSplit } from '../rules/weekdayCrowds';
import { DAYS_OF_WEEK } from '../rules/openingSchedule';

export interface CrowdRow {
  day: string;
  level: WeekdayCrowdLevel | undefined;
  /** The level in words, or "No tickets on sale". */
  label: string;
  /** Sold share in whole percent (the bar's length); undefined when closed or without inventory. */
  percent: number | undefined;
  percentText: string;
}

export interface CrowdsView {
  /** `noData`: open days without any inventory and no closed day; `failed`: the call failed. */
  state: 'ok' | 'noData' | 'failed';
  weeks: number;
  rows: CrowdRow[];
  weekdays: string | undefined;
  weekend: string | undefined;
  quietest: string | undefined;
}

export interface SeasonsView {
  state: 'ok' | 'even' | 'noData' | 'failed';
  months: { month: number; name: string; level: SeasonLevel; label: string }[];
  basis: string;
  /** 'January, February, November, December' */
  quietMonths: string;
  peakMonths: string;
}

const percentFormats = new Map<LanguageCode, Intl.NumberFormat>();
const monthFormats = new Map<LanguageCode, Intl.DateTimeFormat>();
const listFormats = new Map<LanguageCode, Intl.ListFormat>();
const cached = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
  const found = map.get(key);
  if (found) return found;
  const value = make();
  map.set(key, value);
  return value;
};

/**
 * Crowd levels by weekday for the page: the rules' levels with the day names, words and bars in the
 * page's language (spec 001 §3).
 * @example crowdsView(demand, periods, { lang: 'en', bcp47: 'en', t }).rows[0] // { day: 'Monday', label: 'Crowded', percent: 58, percentText: '58% sold', … }
 */
export function crowdsView(
  demand: PoiDemandAnswer | undefined | null,
  periods: readonly OpeningPeriod[],
  locale: { lang: LanguageCode; bcp47: string; t: Translate },
): CrowdsView {
  const { lang, bcp47, t } = locale;
  if (!demand)
    return {
      state: 'failed',
      weeks: 0,
      rows: [],
      weekdays: undefined,
      weekend: undefined,
      quietest: undefined,
    };
  const window = demand.inventory;
  const rows = weekdayCrowds(periods, window.days, window);
  const names = weekdayNames(1, lang);
  const percent = cached(percentFormats, lang, () => new Intl.NumberFormat(bcp47, { style: 'percent' }));
  const split = weekSplit(rows);
  const quiet = quietestDay(rows);
  const levelText = (level: WeekdayCrowdLevel | undefined) => crowdLevelLabel(level, lang);
  const hasData = rows.some((row) => row.level !== undefined);
  return {
    state: hasData ? 'ok' : 'noData',
    weeks: Math.max(
      1,
      Math.round((Date.parse(window.toDate) - Date.parse(window.fromDate)) / 86_400_000 / 7),
    ),
    rows: rows.map((row, index) => ({
      day: names[index]?.long ?? row.dayOfWeek,
      level: row.level,
      label: levelText(row.level) ?? t('contentPage.noLevel'),
      // Whole percent rounded down, so that the figure never reaches a threshold the level did not.
      percent: row.share === undefined ? undefined : Math.floor(row.share * 100),
      percentText:
        row.share === undefined
          ? ''
          : t('contentPage.soldShare', { percent: percent.format(Math.floor(row.share * 100) / 100) }),
    })),
    weekdays: levelText(split.weekdays),
    weekend: levelText(split.weekend),
    quietest: quiet ? names[DAYS_OF_WEEK.indexOf(quiet)]?.long : undefined,
  };
}

/**
 * The season of each month for the page (spec 001 §3), January first, with month names and the
 * level in words; how it was worked out; the quiet and peak months as lists.
 * @example seasonsView(demand, periods, '2026-11-25', { lang: 'en', bcp47: 'en', t }).months[0] // { name: 'January', label: 'Low season', … }
 */
export function seasonsView(
  demand: PoiDemandAnswer | undefined | null,
  periods: readonly OpeningPeriod[],
  today: string,
  locale: { lang: LanguageCode; bcp47: string; t: Translate },
): SeasonsView {
  const { lang, bcp47, t } = locale;
  // Without the demand call the opening hours alone may still tell the seasons.
  const result = seasonsOf({ periods, reviews: demand?.reviews, today });
  const empty = { months: [], basis: '', quietMonths: '', peakMonths: '' };
  if (result.state === 'noData') return { state: demand ? 'noData' : 'failed', ...empty };
  const basis =
    result.basis.length === 2
      ? t('contentPage.basisBoth')
      : result.basis[0] === 'hours'
        ? t('contentPage.basisHours')
        : t('contentPage.basisDemand');
  if (result.state === 'even') return { state: 'even', ...empty, basis };
  const monthName = cached(
    monthFormats,
    lang,
    () => new Intl.DateTimeFormat(bcp47, { month: 'long', timeZone: 'UTC' }),
  );
  const list = cached(listFormats, lang, () => new Intl.ListFormat(bcp47, { type: 'conjunction' }));
  const months = result.months.map((m) => ({
    month: m.month,
    name: monthName.format(new Date(Date.UTC(2026, m.month - 1, 15))),
    level: m.level,
    label: seasonLabel(m.level, lang) ?? '',
  }));
  const named = (level: SeasonLevel) =>
    list.format(months.filter((m) => m.level === level).map((m) => m.name));
  return { state: 'ok', months, basis, quietMonths: named('LOW_SEASON'), peakMonths: named('PEAK_SEASON') };
}
