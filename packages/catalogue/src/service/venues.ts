import { sql } from 'kysely';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { localise } from './localise.ts';
import { convert } from './money.ts';

export interface VenueOptions {
  language: string;
  /** Prices in this currency; default the venue's city currency. */
  currency?: string | undefined;
}

export interface VenueSectionAnswer {
  key: string;
  name: string;
  /** 0 is nearest the stage. */
  level: number;
  seats: number;
  /** Lowest and highest price of this section across the shows playing here, or null when none sells it. */
  priceBand: { from: number; to: number } | null;
}

/**
 * `/api/v1/venues/{poiId}`: a theatre (spec 001 §2 theatre and seating-plan pages): its point of
 * interest (name, location, box-office hours), capacity, year of opening, the seating sections from the
 * stage outwards with their price bands, and the shows playing there (tgids). A section's band is the
 * lowest and highest daily price of the ticket types named after it, over the stored inventory
 * window, in `currency`. 404 for a point of interest that is not a venue.
 */
export async function getVenue(ctx: CatalogueContext, poiId: number, o: VenueOptions) {
  const row = await ctx.db
    .selectFrom('venue')
    .innerJoin('poi', 'poi.id', 'venue.poi_id')
    .innerJoin('city', 'city.code', 'poi.city_code')
    .select([
      'venue.poi_id',
      'venue.opened',
      'venue.capacity',
      'venue.sections',
      'poi.names',
      'poi.content',
      'poi.city_code',
      'poi.latitude',
      'poi.longitude',
      'poi.address',
      'poi.operating_schedules',
      'city.currency_code',
      'city.time_zone',
    ])
    .where('venue.poi_id', '=', poiId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`venue ${poiId}`);
  const currency = o.currency ?? row.currency_code;
  const shows = await ctx.db
    .selectFrom('venue_tour_group as vt')
    .innerJoin('tour_group as tg', 'tg.id', 'vt.tgid')
    .select(['tg.id', 'tg.i18n'])
    .where('vt.poi_id', '=', poiId)
    .orderBy('tg.id')
    .execute();
  const prices =
    shows.length === 0
      ? []
      : await ctx.db
          .selectFrom('variant as v')
          .innerJoin('tour_group as tg', 'tg.id', 'v.tgid')
          .leftJoin('inventory as i', 'i.variant_id', 'v.id')
          .select([
            'v.names',
            'tg.currency_code',
            sql<string>`coalesce(min(i.min_price), min(v.final_price))`.as('low'),
            sql<string>`coalesce(max(i.min_price), max(v.final_price))`.as('high'),
          ])
          .where(
            'v.tgid',
            'in',
            shows.map((show) => show.id),
          )
          .groupBy(['v.id', 'v.names', 'tg.currency_code'])
          .execute();
  const bands = new Map<string, { from: number; to: number }>();
  for (const price of prices) {
    const name = price.names['en'] ?? '';
    const low = convert(ctx, Number(price.low), price.currency_code, currency);
    const high = convert(ctx, Number(price.high), price.currency_code, currency);
    const band = bands.get(name);
    bands.set(
      name,
      band ? { from: Math.min(band.from, low), to: Math.max(band.to, high) } : { from: low, to: high },
    );
  }
  return {
    id: row.poi_id,
    name: localise(row.names, o.language),
    cityCode: row.city_code,
    timeZone: row.time_zone,
    opened: row.opened,
    capacity: row.capacity,
    about: localise(row.content, o.language),
    location: { latitude: row.latitude, longitude: row.longitude, address: row.address },
    operatingSchedules: row.operating_schedules,
    currencyCode: currency,
    sections: row.sections.map((section): VenueSectionAnswer => ({
      key: section.key,
      name: localise(section.names, o.language) ?? section.key,
      level: section.level,
      seats: section.seats,
      priceBand: bands.get(section.names['en'] ?? '') ?? null,
    })),
    shows: shows.map((show) => ({ tgid: show.id, name: localise(showNames(show.i18n), o.language) ?? '' })),
  };
}

/** The names of a tour group by language, from its per-language texts. */
function showNames(i18n: unknown): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [language, texts] of Object.entries((i18n ?? {}) as Record<string, { name?: unknown }>))
    if (typeof texts.name === 'string') names[language] = texts.name;
  return names;
}
