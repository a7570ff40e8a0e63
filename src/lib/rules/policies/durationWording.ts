import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';
import { isFiniteNumber } from '../isFiniteNumber';

/** Up to this many minutes a duration shows in minutes only (spec 000 §9, 001 §9). */
export const MINUTES_ONLY_UP_TO = 90;
const MINUTE_MS = 60_000;

/**
 * Milliseconds to minutes rounded to the nearest 5; a positive duration is at least 5 minutes;
 * unusable or non-positive values give undefined.
 * @example roundedMinutes(37 * 60_000) === 35; roundedMinutes(38 * 60_000) === 40; roundedMinutes(60_000) === 5
 */
export function roundedMinutes(milliseconds: number | null | undefined): number | undefined {
  if (!isFiniteNumber(milliseconds) || milliseconds <= 0) return undefined;
  return Math.max(5, Math.round(milliseconds / MINUTE_MS / 5) * 5);
}

function single(minutes: number, lang: LanguageCode): string {
  const t = translatorFor(lang);
  if (minutes <= MINUTES_ONLY_UP_TO) return t('rules.duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('rules.duration.hours', { count: hours })
    : t('rules.duration.hoursMinutes', { hours, minutes: rest });
}

/**
 * A product's duration or duration range (spec 000 §9): minutes rounded to the nearest 5; 90 minutes or
 * less in minutes, longer in hours and minutes; a range when min and max differ; nothing without durations.
 * @example durationWording(90 * 60_000, 150 * 60_000, 'en') === '90 min – 2 hr 30 min'
 */
export function durationWording(
  minDuration: number | null | undefined,
  maxDuration: number | null | undefined,
  lang: LanguageCode,
): string | undefined {
  const values = [roundedMinutes(minDuration), roundedMinutes(maxDuration)].filter((v) => v !== undefined);
  if (values.length === 0) return undefined;
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (low === high) return single(low, lang);
  return translatorFor(lang)('rules.duration.range', { min: single(low, lang), max: single(high, lang) });
}
