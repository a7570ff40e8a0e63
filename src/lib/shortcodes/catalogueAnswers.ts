import { z } from 'zod';
import { isIsoDate } from '../rules/dates/isoDate';
import { encodeDays, parseCalendarDays } from '../rules/calendar/calendarAnswers';
import type { CalendarIsland, CollectionFacts, InventorySlot, NextAvailable } from './shortcodeData';

const isoDate = z.string().refine((value) => isIsoDate(value));
const money = z.number().nonnegative().nullish().catch(undefined);
const code = z.string().nullish().catch(undefined);

const calendarSchema = z.object({
  dates: z.record(
    z.string(),
    z.object({ availability: z.string() }).loose().catch({ availability: 'SOLD_OUT' }),
  ),
  metaData: z.object({ startDate: isoDate, endDate: isoDate.nullish().catch(undefined) }).loose(),
  sortedInventoryDates: z.array(z.string()),
});

/**
 * The first date of a calendar answer with places left (not SOLD_OUT), with the calendar's first day
 * as the venue's today; undefined for an answer that is not a calendar.
 * @example nextAvailableOf({ dates: { '2026-05-13': { availability: 'SOLD_OUT' }, '2026-05-14': { availability: 'LIMITED' } }, metaData: { startDate: '2026-05-13' }, sortedInventoryDates: ['2026-05-13', '2026-05-14'] }) → { date: '2026-05-14', today: '2026-05-13' }
 */
export function nextAvailableOf(answer: unknown): NextAvailable | undefined {
  const parsed = calendarSchema.safeParse(answer);
  if (!parsed.success) return undefined;
  const { dates, metaData, sortedInventoryDates } = parsed.data;
  const date = sortedInventoryDates.find(
    (day) => isIsoDate(day) && dates[day] !== undefined && dates[day].availability !== 'SOLD_OUT',
  );
  return { date, today: metaData.startDate };
}

/**
 * The availability calendar island's data from a calendar answer (the `calendar` shortcode): the
 * venue's today (the calendar's first day), its last day and the days, `encodeDays`-encoded;
 * undefined for an answer that is not a calendar.
 * @example calendarIslandOf({ dates: { '2026-05-14': { availability: 'LIMITED', price: 45 } }, metaData: { startDate: '2026-05-13', endDate: '2026-08-11' }, sortedInventoryDates: ['2026-05-14'] })
 *   → { today: '2026-05-13', lastDay: '2026-08-11', days: '2026-05-14:L:45' }
 */
export function calendarIslandOf(answer: unknown): CalendarIsland | undefined {
  const parsed = calendarSchema.safeParse(answer);
  if (!parsed.success) return undefined;
  const days = parseCalendarDays(answer);
  const { startDate, endDate } = parsed.data.metaData;
  const last = Object.keys(days).sort().at(-1);
  return {
    today: startDate,
    lastDay: endDate && endDate >= startDate ? endDate : last && last > startDate ? last : startDate,
    days: encodeDays(days),
  };
}

const slotSchema = z
  .object({
    variantId: z.number().int().nullish().catch(undefined),
    startDate: isoDate,
    startTime: z.string().regex(/^\d{2}:\d{2}/),
    listingPrice: z.object({ finalPrice: money, currencyCode: code }).loose().nullish().catch(undefined),
  })
  .loose();
const inventoriesSchema = z.object({
  availabilities: z.record(z.string(), z.object({ inventories: z.array(z.unknown()) }).loose()),
});

/**
 * The slots of an inventories answer per product, in date and time order; malformed slots are left out.
 * @example inventorySlotsOf({ availabilities: { 7: { inventories: [{ variantId: 1, startDate: '2026-05-13', startTime: '10:00', listingPrice: { finalPrice: 20, currencyCode: 'EUR' } }] } } }).get(7)?.[0]?.price === 20
 */
export function inventorySlotsOf(answer: unknown): Map<number, InventorySlot[]> {
  const result = new Map<number, InventorySlot[]>();
  const parsed = inventoriesSchema.safeParse(answer);
  if (!parsed.success) return result;
  for (const [key, availability] of Object.entries(parsed.data.availabilities)) {
    const slots: InventorySlot[] = [];
    for (const raw of availability.inventories) {
      const slot = slotSchema.safeParse(raw);
      if (!slot.success) continue;
      const { variantId, startDate, startTime, listingPrice } = slot.data;
      slots.push({
        variantId: variantId ?? undefined,
        startDate,
        startTime: startTime.slice(0, 5),
        price: listingPrice?.finalPrice ?? undefined,
        currencyCode: listingPrice?.currencyCode ?? undefined,
      });
    }
    slots.sort((a, b) => `${a.startDate}T${a.startTime}`.localeCompare(`${b.startDate}T${b.startTime}`));
    result.set(Number(key), slots);
  }
  return result;
}

const collectionSchema = z
  .object({
    id: z.number().int().positive(),
    displayName: z.string().nullish().catch(undefined),
    startingPrice: z
      .object({
        listingPrice: z
          .object({ finalPrice: money, originalPrice: money, bestDiscount: money, currencyCode: code })
          .loose()
          .nullish()
          .catch(undefined),
      })
      .loose()
      .nullish()
      .catch(undefined),
  })
  .loose();

/**
 * The name and starting price of each collection of a collections answer.
 * @example collectionFactsOf({ collections: [{ id: 176, displayName: 'Colosseum', startingPrice: { listingPrice: { finalPrice: 18, currencyCode: 'EUR' } } }] }).get(176)?.finalPrice === 18
 */
export function collectionFactsOf(answer: unknown): Map<number, CollectionFacts> {
  const result = new Map<number, CollectionFacts>();
  const list = z.object({ collections: z.array(z.unknown()) }).safeParse(answer);
  if (!list.success) return result;
  for (const raw of list.data.collections) {
    const parsed = collectionSchema.safeParse(raw);
    if (!parsed.success) continue;
    const price = parsed.data.startingPrice?.listingPrice;
    result.set(parsed.data.id, {
      id: parsed.data.id,
      name: parsed.data.displayName?.trim() ?? '',
      finalPrice: price?.finalPrice ?? undefined,
      originalPrice: price?.originalPrice ?? undefined,
      bestDiscount: price?.bestDiscount ?? undefined,
      currencyCode: price?.currencyCode ?? undefined,
    });
  }
  return result;
}
