import type { TransferOptionRow } from '../db/schema.ts';
import { inventories } from './availability.ts';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { localise } from './localise.ts';
import { PRIVATE_TRANSFER_FREE_WAIT_MINUTES } from '../contract/transfers.ts';

export interface TransferSearchOptions {
  city: string;
  language: string;
  currency: string;
  /** Place codes (airport IATA codes or transfer places); without both, only the places are answered. */
  pickup: string | undefined;
  dropoff: string | undefined;
  date: string | undefined;
  /** HH:MM; departures at or after it. Default: the whole day. */
  time: string | undefined;
  guests: number;
  /** A return trip: its date and time. */
  returnDate: string | undefined;
  returnTime: string | undefined;
}

export interface TransferPlace {
  code: string;
  name: string;
  kind: 'AIRPORT' | 'AREA' | 'STATION' | 'PORT';
}

export interface TransferResult {
  tgid: number;
  name: string;
  kind: 'PRIVATE' | 'SHARED';
  vehicle: string;
  /** Seats in the vehicle (private), or seats left to book at once (shared). */
  maxPax: number;
  variantId: number;
  /** First departure at or after the asked time; HH:MM. */
  departure: string;
  /** The return leg's departure, when a return was asked. */
  returnDeparture: string | null;
  /** The product of the return leg when it is another one (private transfers). */
  returnTgid: number | null;
  /** Everything for the party: per vehicle (private), or per person × guests (shared). */
  totalPrice: number;
  perPersonPrice: number | null;
  currencyCode: string;
  freeWaitMinutes: number | null;
}

type Route = {
  tgid: number;
  kind: string;
  pickup: string;
  dropoff: string;
  both_ways: boolean;
  options: TransferOptionRow[];
  i18n: unknown;
};

/** Whether a route's end serves a wanted place: the same place, or a place within it. */
const serves = (end: string, wanted: string, within: ReadonlyMap<string, string | null>) =>
  end === wanted || within.get(wanted) === end;

function routeName(i18n: unknown, language: string): string {
  const names: Record<string, string> = {};
  for (const [code, texts] of Object.entries((i18n ?? {}) as Record<string, { name?: unknown }>))
    if (typeof texts.name === 'string') names[code] = texts.name;
  return localise(names, language) ?? '';
}

/**
 * `/api/v1/airport-transfers/search` (spec 001 §2 airport transfer page): the pick-up and drop-off
 * places of a city (its airports and transfer places), and, when a trip is asked, the transfers that
 * make it with their first departure at or after the asked time and the price for the party.
 * Private transfers take the smallest vehicle that seats the guests, priced per vehicle, with a return
 * leg on the reverse route's product; shared shuttles sell seats per person, one-way or return (both
 * ways on one product). Results cheapest first. 404 for a city without transfers, 400 for an unknown
 * place.
 */
export async function searchTransfers(ctx: CatalogueContext, o: TransferSearchOptions) {
  const [cityRow, airports, areas] = await Promise.all([
    ctx.db.selectFrom('city').select(['time_zone']).where('code', '=', o.city).executeTakeFirst(),
    ctx.db
      .selectFrom('airport')
      .select(['code', 'names'])
      .where('city_code', '=', o.city)
      .orderBy('code')
      .execute(),
    ctx.db
      .selectFrom('transfer_place')
      .select(['code', 'names', 'kind', 'within'])
      .where('city_code', '=', o.city)
      .orderBy('code')
      .execute(),
  ]);
  if (!cityRow || (airports.length === 0 && areas.length === 0))
    throw new NotFoundError(`transfers in ${o.city}`);
  const places: TransferPlace[] = [
    ...airports.map((a) => ({
      code: a.code,
      name: localise(a.names, o.language) ?? a.code,
      kind: 'AIRPORT' as const,
    })),
    ...areas.map((p) => ({
      code: p.code,
      name: localise(p.names, o.language) ?? p.code,
      kind: p.kind as TransferPlace['kind'],
    })),
  ];
  const base = { city: o.city, timeZone: cityRow.time_zone, places, currencyCode: o.currency };
  if (!o.pickup || !o.dropoff || !o.date)
    return { ...base, searched: false, results: [] as TransferResult[] };
  for (const code of [o.pickup, o.dropoff])
    if (!places.some((place) => place.code === code))
      throw new NotFoundError(`transfer place ${code} in ${o.city}`);
  const within = new Map<string, string | null>(areas.map((p) => [p.code, p.within]));
  const routes = (await ctx.db
    .selectFrom('transfer_route as r')
    .innerJoin('tour_group as tg', 'tg.id', 'r.tgid')
    .select(['r.tgid', 'r.kind', 'r.pickup', 'r.dropoff', 'r.both_ways', 'r.options', 'tg.i18n'])
    .where('tg.city_code', '=', o.city)
    .orderBy('r.tgid')
    .execute()) as Route[];
  const goes = (route: Route, from: string, to: string) =>
    (serves(route.pickup, from, within) && serves(route.dropoff, to, within)) ||
    (route.both_ways && serves(route.dropoff, from, within) && serves(route.pickup, to, within));
  const returning = o.returnDate !== undefined;
  type Leg = { route: Route; option: TransferOptionRow; back?: { route: Route; option: TransferOptionRow } };
  const legs: Leg[] = routes.flatMap((route): Leg[] => {
    if (!goes(route, o.pickup ?? '', o.dropoff ?? '')) return [];
    if (route.kind === 'SHARED') {
      const option = route.options.find((c) => c.trip === (returning ? 'RETURN' : 'ONE_WAY'));
      if (!option || option.maxPax < o.guests || (returning && !route.both_ways)) return [];
      return [{ route, option }];
    }
    const option = route.options
      .filter((c) => c.trip === 'ONE_WAY' && c.maxPax >= o.guests)
      .sort((a, b) => a.maxPax - b.maxPax)[0];
    if (!option) return [];
    if (!returning) return [{ route, option }];
    const reverse = routes.find(
      (other) =>
        other.kind === 'PRIVATE' && other.tgid !== route.tgid && goes(other, o.dropoff ?? '', o.pickup ?? ''),
    );
    const backOption = reverse?.options.find((c) => c.variant === option.variant);
    return reverse && backOption ? [{ route, option, back: { route: reverse, option: backOption } }] : [];
  });
  if (legs.length === 0) return { ...base, searched: true, results: [] as TransferResult[] };
  const tgids = [
    ...new Set(legs.flatMap((leg) => [leg.route.tgid, ...(leg.back ? [leg.back.route.tgid] : [])])),
  ];
  const variants = await ctx.db
    .selectFrom('variant')
    .select(['id', 'tgid', 'names'])
    .where('tgid', 'in', tgids)
    .execute();
  const variantId = (tgid: number, name: string) =>
    variants.find((v) => v.tgid === tgid && (v.names as Record<string, string>)['en'] === name)?.id;
  const slotsOn = async (date: string, minPax: number) =>
    (
      await inventories(ctx, {
        tgids,
        fromDate: date,
        toDate: date,
        days: 1,
        variantId: undefined,
        currency: o.currency,
        minPax,
      })
    ).availabilities;
  const shared = legs.some((leg) => leg.route.kind === 'SHARED');
  const [outbound, outboundShared, back, backShared] = await Promise.all([
    slotsOn(o.date, 1),
    shared ? slotsOn(o.date, o.guests) : undefined,
    returning && o.returnDate ? slotsOn(o.returnDate, 1) : undefined,
    returning && o.returnDate && shared ? slotsOn(o.returnDate, o.guests) : undefined,
  ]);
  type Slot = { variantId: number; startTime: string; listingPrice: { finalPrice: number } };
  const firstSlot = (
    answer: typeof outbound | undefined,
    tgid: number,
    variant: number | undefined,
    after: string | undefined,
  ) =>
    ((answer?.[tgid]?.inventories ?? []) as Slot[])
      .filter((slot) => slot.variantId === variant && slot.startTime >= (after ?? '00:00'))
      .sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
  const results: TransferResult[] = legs.flatMap((leg): TransferResult[] => {
    const isShared = leg.route.kind === 'SHARED';
    const id = variantId(leg.route.tgid, leg.option.variant);
    const out = firstSlot(isShared ? outboundShared : outbound, leg.route.tgid, id, o.time);
    if (!out || id === undefined) return [];
    let returnDeparture: string | null = null;
    let total = out.listingPrice.finalPrice * (isShared ? o.guests : 1);
    if (returning) {
      const backTgid = leg.back?.route.tgid ?? leg.route.tgid;
      const backVariant = leg.back ? variantId(backTgid, leg.back.option.variant) : id;
      const slot = firstSlot(isShared ? backShared : back, backTgid, backVariant, o.returnTime);
      if (!slot) return [];
      returnDeparture = slot.startTime;
      // A shuttle's return seat is priced for both legs; a private return is a second transfer.
      if (leg.back) total += slot.listingPrice.finalPrice;
    }
    return [
      {
        tgid: leg.route.tgid,
        name: routeName(leg.route.i18n, o.language),
        kind: isShared ? 'SHARED' : 'PRIVATE',
        vehicle: leg.option.vehicle,
        maxPax: leg.option.maxPax,
        variantId: id,
        departure: out.startTime,
        returnDeparture,
        returnTgid: leg.back?.route.tgid ?? null,
        totalPrice: Math.round(total * 100) / 100,
        perPersonPrice: isShared ? out.listingPrice.finalPrice : null,
        currencyCode: o.currency,
        freeWaitMinutes: isShared ? null : PRIVATE_TRANSFER_FREE_WAIT_MINUTES,
      },
    ];
  });
  results.sort((a, b) => a.totalPrice - b.totalPrice || a.tgid - b.tgid);
  return { ...base, searched: true, results };
}
