import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';

/** How crowded a venue is on a week day (spec 001 §3). */
export const WEEKDAY_CROWD_LEVELS = ['PLEASANT', 'CROWDED', 'VERY_CROWDED', 'CLOSED'] as const;
export type WeekdayCrowdLevel = (typeof WEEKDAY_CROWD_LEVELS)[number];

/** How busy a month is across the year (spec 001 §3). */
export const SEASON_LEVELS = ['LOW_SEASON', 'MID_SEASON', 'PEAK_SEASON'] as const;
export type SeasonLevel = (typeof SEASON_LEVELS)[number];

const weekdayKeys = {
  PLEASANT: 'rules.crowd.pleasant',
  CROWDED: 'rules.crowd.crowded',
  VERY_CROWDED: 'rules.crowd.veryCrowded',
  CLOSED: 'rules.crowd.closed',
} as const satisfies Record<WeekdayCrowdLevel, string>;

const seasonKeys = {
  LOW_SEASON: 'rules.season.low',
  MID_SEASON: 'rules.season.mid',
  PEAK_SEASON: 'rules.season.peak',
} as const satisfies Record<SeasonLevel, string>;

/** @example isWeekdayCrowdLevel('VERY_CROWDED') === true; isWeekdayCrowdLevel('BUSY') === false */
export function isWeekdayCrowdLevel(value: unknown): value is WeekdayCrowdLevel {
  return typeof value === 'string' && Object.hasOwn(weekdayKeys, value);
}

/** @example isSeasonLevel('PEAK_SEASON') === true */
export function isSeasonLevel(value: unknown): value is SeasonLevel {
  return typeof value === 'string' && Object.hasOwn(seasonKeys, value);
}

/**
 * The label of a week-day crowd level; nothing for an unknown level.
 * @example crowdLevelLabel('VERY_CROWDED', 'en') === 'Very crowded'
 */
export function crowdLevelLabel(level: string | null | undefined, lang: LanguageCode): string | undefined {
  return isWeekdayCrowdLevel(level) ? translatorFor(lang)(weekdayKeys[level]) : undefined;
}

/**
 * The label of a season level; nothing for an unknown level.
 * @example seasonLabel('PEAK_SEASON', 'en') === 'Peak season'
 */
export function seasonLabel(level: string | null | undefined, lang: LanguageCode): string | undefined {
  return isSeasonLevel(level) ? translatorFor(lang)(seasonKeys[level]) : undefined;
}
