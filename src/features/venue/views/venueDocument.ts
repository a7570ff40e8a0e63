import { z } from 'zod';
import { isIsoDate } from '../../../lib/rules/dates/isoDate';
import type { Production } from '../rules/productions';
import { SEAT_MAP_TAG } from '../../../lib/routing/pageType';
import { filledFields } from '../../../lib/rules/filledFields';
import { logger } from '../../../lib/log/logger';

const logs = logger('venue');

const id = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().positive());
const date = z
  .unknown()
  .optional()
  .transform((value) => (isIsoDate(value) ? value : undefined));
const productionSchema = z.object({
  name: z.string().trim().min(1),
  tgid: id.optional().catch(undefined),
  opening_date: date,
  closing_date: date,
  reopening: z
    .unknown()
    .optional()
    .transform((value) => value === true || value === 'true' || value === 'Yes'),
});

/**
 * The point of interest a venue or seating-plan document is about: its `poi_id` field, else the id in
 * a seat-map tag (`poi-60001-seatmap`); undefined when neither names one.
 * @example venueIdOf({ poi_id: '60001' }, []) === 60001; venueIdOf({}, ['POI_60001_SEAT_MAP']) === 60001
 */
export function venueIdOf(data: Record<string, unknown>, tags: readonly string[]): number | undefined {
  const field = id.safeParse(data['poi_id']);
  if (field.success) return field.data;
  const tag = tags.find((candidate) => SEAT_MAP_TAG.test(candidate));
  const fromTag = tag ? Number(/\d+/.exec(tag)?.[0]) : Number.NaN;
  return Number.isSafeInteger(fromTag) && fromTag > 0 ? fromTag : undefined;
}

/**
 * The productions a venue page lists (its `productions` group: name, tgid, opening_date, closing_date,
 * reopening). Rows without a name are dropped with a warning; malformed dates and ids read as absent.
 * @example parseProductions([{ name: 'The Lion King', tgid: 10001, opening_date: '1999-10-19' }])[0].openingDate === '1999-10-19'
 */
export function parseProductions(
  value: unknown,
  log: (message: string) => void = (message: string) => logs.warn(message),
): Production[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row, index) => {
    const parsed = productionSchema.safeParse(filledFields(row));
    if (!parsed.success) {
      log(`[venue] production ${index} has no name; left out`);
      return [];
    }
    const { name, tgid, opening_date, closing_date, reopening } = parsed.data;
    return [{ name, tgid, openingDate: opening_date, closingDate: closing_date, reopening }];
  });
}
