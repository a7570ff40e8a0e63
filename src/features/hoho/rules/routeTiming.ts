import type { LanguageCode } from '../../../lib/i18n/languages';
import { slotTime } from '../../../lib/rules/calendar/calendarText';
import { durationWording } from '../../../lib/rules/policies/durationWording';
import { translatorFor } from '../../../lib/rules/translatorFor';

export interface RouteTimingInput {
  /** A bus every N minutes. */
  frequencyMinutes?: number | undefined;
  /** `HH:MM`, the first departure of the day from the route's first stop. */
  firstBus?: string | undefined;
  /** `HH:MM`, the last departure of the day. */
  lastBus?: string | undefined;
  /** Minutes for the whole loop without getting off. */
  loopMinutes?: number | undefined;
}

export interface RouteTiming {
  frequency: string | undefined;
  hours: string | undefined;
  loop: string | undefined;
}

const MINUTE_MS = 60_000;

/**
 * A route's timing as visitors read it, in the page's language: how often a bus comes, the first and
 * last bus (12-hour clock in English only, spec 001 §9) and how long the whole loop takes (durations of
 * 90 minutes or less in minutes, longer in hours and minutes, spec 001 §9). A part with no usable value
 * is left out; first and last bus go together or not at all.
 * @example routeTiming({ frequencyMinutes: 15, firstBus: '08:30', lastBus: '17:00', loopMinutes: 135 }, 'en')
 *   → { frequency: 'Every 15 min', hours: 'First bus 8:30 AM · last bus 5:00 PM', loop: 'Full loop 2 hr 15 min' }
 */
export function routeTiming(route: RouteTimingInput, lang: LanguageCode): RouteTiming {
  const t = translatorFor(lang);
  const frequency =
    route.frequencyMinutes !== undefined &&
    Number.isInteger(route.frequencyMinutes) &&
    route.frequencyMinutes > 0
      ? t('hoho.route.frequency', { count: route.frequencyMinutes })
      : undefined;
  const first = slotTime(route.firstBus, lang);
  const last = slotTime(route.lastBus, lang);
  const loopText =
    route.loopMinutes !== undefined && route.loopMinutes > 0
      ? durationWording(route.loopMinutes * MINUTE_MS, route.loopMinutes * MINUTE_MS, lang)
      : undefined;
  return {
    frequency,
    hours: first && last ? t('hoho.route.hours', { first, last }) : undefined,
    loop: loopText ? t('hoho.route.loop', { duration: loopText }) : undefined,
  };
}

/**
 * The languages of a route's recorded commentary, named in the page's language and joined as a list;
 * codes that are not language codes are skipped, each language once.
 * @example commentaryLanguages(['en', 'fr', 'es'], 'en') === 'English, French, and Spanish'
 */
export function commentaryLanguages(codes: readonly string[], lang: LanguageCode): string {
  const bcp47 = lang === 'cn' ? 'zh-Hans' : lang === 'tw' ? 'zh-Hant' : lang === 'no' ? 'nb' : lang;
  const names = new Intl.DisplayNames([bcp47], { type: 'language', fallback: 'none' });
  const seen = new Set<string>();
  for (const code of codes) {
    const clean = code.trim();
    if (!/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(clean)) continue;
    const name = names.of(clean);
    if (name) seen.add(name);
  }
  return new Intl.ListFormat([bcp47], { type: 'conjunction' }).format([...seen]);
}
