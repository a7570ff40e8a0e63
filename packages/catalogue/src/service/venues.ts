import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
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
  // One statement: the venue, its shows and the price range of each of their ticket types (on PGlite
  // each statement costs about 0.3 ms). The city's currency and time zone are reference data.
  const row = await ctx.db
    .selectFrom('venue')
    .innerJoin('poi', 'poi.id', 'venue.poi_id')
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
    ])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('venue_tour_group as vt')
          .innerJoin('tour_group as tg', 'tg.id', 'vt.tgid')
          .select(['tg.id', 'tg.i18n'])
          .whereRef('vt.poi_id', '=', 'venue.poi_id')
          .orderBy('tg.id'),
      ).as('shows'),
      // A ticket type's lowest and highest daily price over the stored window (its own price when it
      // has no inventory), read from its own inventory rows (the primary key's variant_id prefix).
      jsonArrayFrom(
        eb
          .selectFrom('venue_tour_group as vt')
          .innerJoin('tour_group as tg', 'tg.id', 'vt.tgid')
          .innerJoin('variant as v', 'v.tgid', 'tg.id')
          .leftJoinLateral(
            (lateral) =>
              lateral
                .selectFrom('inventory as i')
                .select([
                  sql<string | null>`min(i.min_price)`.as('low'),
                  sql<string | null>`max(i.min_price)`.as('high'),
                ])
                .whereRef('i.variant_id', '=', 'v.id')
                .as('p'),
            (join) => join.onTrue(),
          )
          .select([
            'v.names',
            'tg.currency_code',
            sql<string>`coalesce(p.low, v.final_price)`.as('low'),
            sql<string>`coalesce(p.high, v.final_price)`.as('high'),
          ])
          .whereRef('vt.poi_id', '=', 'venue.poi_id'),
      ).as('prices'),
    ])
    .where('venue.poi_id', '=', poiId)
    .executeTakeFirst();
  const city = row && ctx.taxonomy.cities.get(row.city_code);
  if (!row || !city) throw new NotFoundError(`venue ${poiId}`);
  const currency = o.currency ?? city.currencyCode;
  const { shows, prices } = row;
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
    timeZone: city.timeZone,
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
