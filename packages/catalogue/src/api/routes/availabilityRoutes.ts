import { z } from 'zod';
import { calendars, inventories, type RangeOptions } from '../../service/availability.ts';
import { BadParameterError, bool, currency, date, id, idList, int, language, parse } from '../params.ts';
import type { Route } from '../route.ts';

const rangeSchema = z.object({
  'from-date': date.optional(),
  'to-date': date.optional(),
  'for-days': int(1, 366).optional(),
  variantId: id.optional(),
  currency: currency.default('USD'),
  language,
  'min-pax': int(1, 100).default(1),
  'use-seatmap-prices': bool.optional(),
  'tour-group-ids': idList(50).optional(),
});
/** The tour group id of `/tour-groups/:id/…` paths. */
const tourGroupIdSchema = z.object({ id });

/** Range options from query and path; the default range is `defaultDays` from today in the product's city. */
function range(
  query: Record<string, string | string[]>,
  pathId: string | undefined,
  defaultDays = 90,
): RangeOptions {
  const q = parse(rangeSchema, query);
  const tgids =
    pathId === undefined ? (q['tour-group-ids'] ?? []) : [parse(tourGroupIdSchema, { id: pathId }).id];
  if (tgids.length === 0)
    throw new BadParameterError('tour-group-ids', 'at least one tour group id is required');
  const fromDate = q['from-date'];
  const toDate = q['to-date'];
  if (fromDate && toDate && toDate < fromDate)
    throw new BadParameterError('to-date', 'must not be before from-date');
  if (fromDate && toDate && Date.parse(toDate) - Date.parse(fromDate) > 366 * 86_400_000)
    throw new BadParameterError('to-date', 'range is limited to 366 days');
  return {
    tgids,
    fromDate,
    toDate,
    days: q['for-days'] ?? defaultDays,
    variantId: q.variantId,
    currency: q.currency,
    minPax: q['min-pax'],
  };
}

export const availabilityRoutes: Route[] = [
  {
    path: '/api/v7/tour-groups/inventories/',
    cache: 'inventory',
    arrays: ['tour-group-ids'],
    handle: ({ ctx, query }) => inventories(ctx, range(query, undefined)),
  },
  {
    path: '/api/v7/tour-groups/calendar/',
    cache: 'calendar',
    arrays: ['tour-group-ids'],
    handle: ({ ctx, query }) => calendars(ctx, range(query, undefined)),
  },
  {
    path: '/api/v7/tour-groups/:id/inventories/',
    cache: 'inventory',
    handle: ({ ctx, path, query }) => inventories(ctx, range(query, path['id'])),
  },
  {
    path: '/api/tours/v6/tour-groups/:id/inventories/',
    cache: 'inventory',
    handle: async ({ ctx, path, query }) => {
      const r = range(query, path['id'], 30);
      const answer = await inventories(ctx, r);
      const tgid = r.tgids[0] ?? 0;
      return {
        tourGroupId: tgid,
        currencyCode: r.currency,
        inventories: answer.availabilities[tgid]?.inventories ?? [],
      };
    },
  },
  {
    path: '/api/v7/tour-groups/:id/calendar/',
    cache: 'calendar',
    handle: async ({ ctx, path, query }) => {
      const r = range(query, path['id']);
      const tgid = r.tgids[0] ?? 0;
      return { tourGroupId: tgid, ...(await calendars(ctx, r))[tgid] };
    },
  },
  {
    path: '/api/tours/v6/tour-groups/slots/get/:id',
    cache: 'inventory',
    handle: async ({ ctx, path, query }) => {
      const r = range(query, path['id'], 7);
      const answer = await inventories(ctx, r);
      const slots = (answer.availabilities[r.tgids[0] ?? 0]?.inventories ?? []) as {
        startDate: string;
        startTime: string;
        endTime: string;
      }[];
      const seen = new Set<string>();
      return {
        slots: slots
          .map((s) => ({ startDate: s.startDate, startTime: s.startTime, endTime: s.endTime }))
          .filter(
            (s) => !seen.has(`${s.startDate}${s.startTime}`) && seen.add(`${s.startDate}${s.startTime}`),
          ),
      };
    },
  },
];
