import { NotFoundError, type CatalogueContext } from './context.ts';
import { localise } from './localise.ts';

async function assertCity(ctx: CatalogueContext, code: string) {
  const city = await ctx.db.selectFrom('city').select('names').where('code', '=', code).executeTakeFirst();
  if (!city) throw new NotFoundError(`city ${code}`);
}

async function assertRow(ctx: CatalogueContext, table: 'tour_group' | 'collection', id: number) {
  const row = await ctx.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(`${table.replace('_', ' ')} ${id}`);
}

/** `/api/v1/airport-transfers/fetch-airports`: airports (IATA code), all or those of `city`. */
export async function fetchAirports(
  ctx: CatalogueContext,
  o: { city?: string | undefined; language: string },
) {
  if (o.city) await assertCity(ctx, o.city);
  const rows = await ctx.db
    .selectFrom('airport')
    .innerJoin('city', 'city.code', 'airport.city_code')
    .selectAll('airport')
    .select('city.names as city_names')
    .$if(o.city !== undefined, (q) => q.where('airport.city_code', '=', o.city ?? ''))
    .orderBy('airport.city_code')
    .orderBy('airport.code')
    .execute();
  return {
    airports: rows.map((row) => ({
      code: row.code,
      name: localise(row.names, o.language),
      city: { code: row.city_code, displayName: localise(row.city_names, o.language) },
      coordinates: { latitude: row.latitude, longitude: row.longitude },
    })),
  };
}

/** `/api/v2/banners/`: home-page banners of `city` in display order, or the global ones without a city. */
export async function listBanners(ctx: CatalogueContext, o: { city?: string | undefined; language: string }) {
  if (o.city) await assertCity(ctx, o.city);
  const rows = await ctx.db
    .selectFrom('banner')
    .selectAll()
    .$if(o.city !== undefined, (q) => q.where('city_code', '=', o.city ?? ''))
    .$if(o.city === undefined, (q) => q.where('city_code', 'is', null))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return {
    city: o.city ?? null,
    banners: rows.map((row) => ({
      id: row.id,
      title: localise(row.titles, o.language),
      subtitle: localise(row.subtitles, o.language),
      imageUrl: row.image_url,
      mobileImageUrl: row.mobile_image_url,
      ctaUrl: row.cta_url,
    })),
  };
}

/**
 * `/api/v1/guest-count/`: how many guests have booked, over the whole catalogue or narrowed to a
 * tour group, collection or city (404 when the narrowing id is unknown).
 */
export async function guestCount(
  ctx: CatalogueContext,
  o: { tourGroupId: number | undefined; collectionId: number | undefined; city: string | undefined },
) {
  if (o.city) await assertCity(ctx, o.city);
  if (o.tourGroupId !== undefined) await assertRow(ctx, 'tour_group', o.tourGroupId);
  if (o.collectionId !== undefined) await assertRow(ctx, 'collection', o.collectionId);
  const row = await ctx.db
    .selectFrom('tour_group as tg')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('tg.booked_count'), eb.lit(0)).as('guests')])
    .$if(o.tourGroupId !== undefined, (q) => q.where('tg.id', '=', o.tourGroupId ?? 0))
    .$if(o.city !== undefined, (q) => q.where('tg.city_code', '=', o.city ?? ''))
    .$if(o.collectionId !== undefined, (q) =>
      q.where('tg.id', 'in', (eb) =>
        eb
          .selectFrom('collection_tour_group')
          .select('tgid')
          .where('collection_id', '=', o.collectionId ?? 0),
      ),
    )
    .executeTakeFirstOrThrow();
  return {
    tourGroupId: o.tourGroupId ?? null,
    collectionId: o.collectionId ?? null,
    city: o.city ?? null,
    guestCount: Number(row.guests),
  };
}
