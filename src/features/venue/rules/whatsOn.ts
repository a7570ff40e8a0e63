import type { IsoDate } from '../../../lib/rules/dates/isoDate';

/** One performance slot as the inventory call answers it (only the fields this rule reads). */
export interface SlotLike {
  startDate: string;
  startTime: string;
  listingPrice?: { finalPrice?: number | null } | null;
}

export interface WhatsOnShow {
  tgid: number;
  name: string;
  /** Curtain-up times, HH:MM, earliest first, each once. */
  times: string[];
  /** The lowest ticket price of the day, in the answer's currency; undefined when none is priced. */
  fromPrice: number | undefined;
}

export interface WhatsOnDay {
  date: IsoDate;
  /** Shows playing that day, earliest curtain first; empty on a dark day. */
  shows: WhatsOnShow[];
}

/**
 * The consecutive calendar dates from `from`, `count` of them.
 * @example datesFrom('2026-12-30', 3) → ['2026-12-30', '2026-12-31', '2027-01-01']
 */
export function datesFrom(from: IsoDate, count: number): IsoDate[] {
  const start = Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10)));
  return Array.from({ length: Math.max(0, count) }, (_, day) =>
    new Date(start + day * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * What is on at a venue on each of `dates`: per day the shows with their curtain-up times and lowest
 * price, from the inventory slots of the shows playing there. Days without a performance stay in the
 * list (a dark day is worth saying); slots outside `dates` and shows not named are ignored.
 * @example whatsOn(new Map([[10001, [{ startDate: '2026-11-24', startTime: '19:30', listingPrice: { finalPrice: 45 } }]]]), [{ tgid: 10001, name: 'The Lion King' }], ['2026-11-24'])
 *   → [{ date: '2026-11-24', shows: [{ tgid: 10001, name: 'The Lion King', times: ['19:30'], fromPrice: 45 }] }]
 */
export function whatsOn(
  slotsByShow: ReadonlyMap<number, readonly SlotLike[]>,
  shows: readonly { tgid: number; name: string }[],
  dates: readonly IsoDate[],
): WhatsOnDay[] {
  return dates.map((date) => ({
    date,
    shows: shows
      .flatMap((show) => {
        const slots = (slotsByShow.get(show.tgid) ?? []).filter((slot) => slot.startDate === date);
        if (slots.length === 0) return [];
        const prices = slots
          .map((slot) => slot.listingPrice?.finalPrice)
          .filter((price): price is number => typeof price === 'number' && Number.isFinite(price));
        return [
          {
            tgid: show.tgid,
            name: show.name,
            times: [...new Set(slots.map((slot) => slot.startTime))].sort(),
            fromPrice: prices.length > 0 ? Math.min(...prices) : undefined,
          },
        ];
      })
      .sort((a, b) => (a.times[0] ?? '').localeCompare(b.times[0] ?? '') || a.name.localeCompare(b.name)),
  }));
}
