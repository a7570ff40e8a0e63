import { addDays, isIsoDate, type IsoDate } from '../dates/isoDate';

/** A calendar month, `YYYY-MM`. */
export type IsoMonth = string;

const pad = (value: number): string => String(value).padStart(2, '0');

/** @example monthOf('2026-12-05') === '2026-12' */
export const monthOf = (iso: IsoDate): IsoMonth => iso.slice(0, 7);

/** @example isIsoMonth('2026-12') === true; isIsoMonth('2026-13') === false */
export function isIsoMonth(value: unknown): value is IsoMonth {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** @example addMonths('2026-12', 1) === '2027-01'; addMonths('2026-01', -1) === '2025-12' */
export function addMonths(month: IsoMonth, count: number): IsoMonth {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + count;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}`;
}

/** The number of days of a month. @example daysInMonth('2028-02') === 29 */
export function daysInMonth(month: IsoMonth): number {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday. @example weekdayOf('2026-11-23') === 1 */
export const weekdayOf = (iso: IsoDate): number => new Date(`${iso}T00:00:00Z`).getUTCDay();

/**
 * The weeks of a month as rows of seven cells, starting on `firstDay` (0 = Sunday, 1 = Monday,
 * 6 = Saturday); cells outside the month are null.
 * @example monthWeeks('2026-11', 1)[0] → [null ×6, '2026-11-01']
 */
export function monthWeeks(month: IsoMonth, firstDay: number): (IsoDate | null)[][] {
  const first = `${month}-01`;
  const lead = (weekdayOf(first) - firstDay + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(month); day += 1) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/**
 * The first day of the week in a locale (0 = Sunday … 6 = Saturday), from Intl's week data where the
 * runtime has it; Monday otherwise (ISO 8601).
 * @example firstDayOfWeek('en-US') === 0; firstDayOfWeek('de') === 1; firstDayOfWeek('ar-AE') === 6
 */
export function firstDayOfWeek(bcp47: string): number {
  try {
    const locale = new Intl.Locale(bcp47) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info && Number.isInteger(info.firstDay)) return info.firstDay % 7;
  } catch {
    // An unknown tag: the ISO default below.
  }
  return 1;
}

/** Keys of the WAI-ARIA date-picker grid that move the focused day. */
export type GridKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const GRID_KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** @example isGridKey('ArrowUp') === true; isGridKey('Enter') === false */
export const isGridKey = (key: string): key is GridKey => GRID_KEYS.has(key);

/** The same day of another month, or that month's last day when it is shorter. */
function shiftMonth(iso: IsoDate, months: number): IsoDate {
  const month = addMonths(monthOf(iso), months);
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(month));
  return `${month}-${pad(day)}`;
}

/**
 * The day a key moves to in the date grid (WAI-ARIA APG date picker): arrows by a day or a week (left
 * and right swap in right-to-left pages), Home/End to the week's first/last day, PageUp/PageDown by a
 * month (by a year with Shift). The result stays within [min, max].
 * @example moveDate('2026-12-05', 'ArrowDown', { firstDay: 1, rtl: false, shift: false, min: '2026-11-23', max: '2027-02-21' }) === '2026-12-12'
 */
export function moveDate(
  iso: IsoDate,
  key: GridKey,
  options: { firstDay: number; rtl: boolean; shift: boolean; min: IsoDate; max: IsoDate },
): IsoDate {
  if (!isIsoDate(iso)) return options.min;
  const forward = options.rtl ? -1 : 1;
  const offsetInWeek = (weekdayOf(iso) - options.firstDay + 7) % 7;
  const next: Record<GridKey, () => IsoDate> = {
    ArrowLeft: () => addDays(iso, -forward),
    ArrowRight: () => addDays(iso, forward),
    ArrowUp: () => addDays(iso, -7),
    ArrowDown: () => addDays(iso, 7),
    Home: () => addDays(iso, -offsetInWeek),
    End: () => addDays(iso, 6 - offsetInWeek),
    PageUp: () => shiftMonth(iso, options.shift ? -12 : -1),
    PageDown: () => shiftMonth(iso, options.shift ? 12 : 1),
  };
  const moved = next[key]();
  if (moved < options.min) return options.min;
  if (moved > options.max) return options.max;
  return moved;
}
