import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** The fallback of spec 001 §8 for an unparseable date. */
export const INVALID_DATE = 'Invalid Date';

const YEAR_FIRST = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/;
const YEAR_LAST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const NUMERIC_TRIPLE = /^\d+\D+\d+\D+\d+$/;

const pad = (part: string): string => part.padStart(2, '0');

function strict(text: string, format: string): string | undefined {
  const parsed = dayjs(text, format, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : undefined;
}

/**
 * A visitor- or CMS-written date as YYYY-MM-DD (spec 000 §5, 001 §5): YYYY/MM/DD, MM/DD/YYYY or
 * DD/MM/YYYY with slashes, dashes or dots (one kind per date). Ambiguous day/month pairs read as
 * MM/DD (the spec's first form); a pair that is only valid as DD/MM (13/05/2026) reads as DD/MM.
 * Other text with a 4-digit year goes through dayjs's generic parsing; everything else is 'Invalid Date'.
 * @example parseDate('03/05/2026') === '2026-03-05'; parseDate('13.05.2026') === '2026-05-13'
 * @example parseDate('2026-02-30') === 'Invalid Date'
 */
export function parseDate(input: string | null | undefined): string {
  const text = (input ?? '').trim();
  const yearFirst = YEAR_FIRST.exec(text);
  if (yearFirst) {
    const [, year = '', , month = '', day = ''] = yearFirst;
    return strict(`${year}-${pad(month)}-${pad(day)}`, 'YYYY-MM-DD') ?? INVALID_DATE;
  }
  const yearLast = YEAR_LAST.exec(text);
  if (yearLast) {
    const [, first = '', , second = '', year = ''] = yearLast;
    const normal = `${pad(first)}-${pad(second)}-${year}`;
    return strict(normal, 'MM-DD-YYYY') ?? strict(normal, 'DD-MM-YYYY') ?? INVALID_DATE;
  }
  if (NUMERIC_TRIPLE.test(text) || !/\d{4}/.test(text)) return INVALID_DATE;
  const generic = dayjs(text);
  return generic.isValid() ? generic.format('YYYY-MM-DD') : INVALID_DATE;
}
