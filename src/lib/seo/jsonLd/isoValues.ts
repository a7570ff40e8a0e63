/**
 * ISO 8601 values for structured data and video sitemaps: durations (`PT2M30S`) and dates
 * (`2024-05-13`, `2024-05-13T19:30:00+01:00`). Anything unreadable gives undefined, never a guess.
 */

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

/**
 * Seconds of an ISO 8601 duration (days, hours, minutes, seconds); undefined when malformed or zero.
 * @example durationSeconds('PT1M30S') === 90; durationSeconds('90 s') === undefined
 */
export function durationSeconds(value: string | undefined | null): number | undefined {
  const text = (value ?? '').trim().toUpperCase();
  const match = ISO_DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const [, days, hours, minutes, seconds] = match;
  const total =
    Number(days ?? 0) * 86_400 +
    Number(hours ?? 0) * 3_600 +
    Number(minutes ?? 0) * 60 +
    Number(seconds ?? 0);
  return total > 0 ? total : undefined;
}

/**
 * An ISO 8601 duration from seconds (a number or numeric text) or from ISO text (normalised to
 * `PT…` hours, minutes, seconds); undefined when missing, malformed or not positive.
 * @example isoDuration(150) === 'PT2M30S'; isoDuration('pt1h') === 'PT1H'; isoDuration(0) === undefined
 */
export function isoDuration(value: string | number | undefined | null): string | undefined {
  const seconds =
    typeof value === 'number'
      ? value
      : /^\s*\d+(?:\.\d+)?\s*$/.test(value ?? '')
        ? Number(value)
        : durationSeconds(value);
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  const whole = Math.round(seconds);
  if (whole === 0) return undefined;
  const h = Math.floor(whole / 3_600);
  const m = Math.floor((whole % 3_600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

/**
 * An ISO 8601 date or date-time (with a time zone) that names a real day, trimmed; else undefined.
 * @example isoDate(' 2024-05-13 ') === '2024-05-13'; isoDate('2024-02-30') === undefined; isoDate('13/05/2024') === undefined
 */
export function isoDate(value: string | undefined | null): string | undefined {
  const text = (value ?? '').trim();
  if (!ISO_DATE.test(text)) return undefined;
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  const withColon = text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  return Number.isNaN(Date.parse(withColon)) ? undefined : withColon;
}
