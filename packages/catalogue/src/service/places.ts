import { scopeRatingQuery } from './scopeRating.ts';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { localise } from './localise.ts';

/** `/api/v1/currency/list/`: the currencies in preferred order. */
export async function currencyList(ctx: CatalogueContext) {
  const rows = await ctx.db.selectFrom('currency').selectAll().orderBy('preferred_order').execute();
  return {
    currencies: rows.map((row) => ({
      code: row.code,
      localSymbol: row.local_symbol,
      displayName: row.display_name,
      preferredOrder: row.preferred_order,
    })),
  };
}

export function cityQuery(ctx: CatalogueContext) {
  return ctx.db
    .selectFrom('city')
    .innerJoin('country', 'country.code', 'city.country_code')
    .innerJoin('currency', 'currency.code', 'city.currency_code')
    .selectAll('city')
    .select(['country.names as country_names', 'currency.local_symbol']);
}

type CityRecord = Awaited<ReturnType<ReturnType<typeof cityQuery>['executeTakeFirstOrThrow']>>;

export const cityAnswer = (row: CityRecord, language: string) => ({
  code: row.code,
  displayName: localise(row.names, language),
  country: { code: row.country_code, displayName: localise(row.country_names, language) },
  currency: { code: row.currency_code, localSymbol: row.local_symbol },
  timeZone: row.time_zone,
  coordinates: { latitude: row.latitude, longitude: row.longitude },
  imageUrl: row.image_url,
  nearbyCityCodes: row.nearby_city_codes,
});

/** `/api/tours/v2/city/list`: every city, most popular first. */
export async function cityList(ctx: CatalogueContext, language: string) {
  const rows = await cityQuery(ctx).orderBy('city.popularity', 'desc').orderBy('city.code').execute();
  return { cities: rows.map((row) => cityAnswer(row, language)) };
}

/** `/api/tours/v3/cities/{code}/`. */
export async function getCity(ctx: CatalogueContext, code: string, language: string) {
  const row = await cityQuery(ctx).where('city.code', '=', code).executeTakeFirst();
  if (!row) throw new NotFoundError(`city ${code}`);
  return cityAnswer(row, language);
}

/** `/api/v2/city/{code}/nearby-cities`: the four nearest catalogue cities. */
export async function nearbyCities(ctx: CatalogueContext, code: string, language: string) {
  const city = await getCity(ctx, code, language);
  const rows = await cityQuery(ctx)
    .where('city.code', 'in', city.nearbyCityCodes.length ? city.nearbyCityCodes : [''])
    .execute();
  const order = (c: string) => city.nearbyCityCodes.indexOf(c);
  return {
    city: city.code,
    nearbyCities: rows.map((row) => cityAnswer(row, language)).sort((a, b) => order(a.code) - order(b.code)),
  };
}

/** `/api/ratings?uid=`: the rating of the product or collection a page uid stands for. */
export async function ratingsOfUid(ctx: CatalogueContext, uid: string) {
  const page = await ctx.db.selectFrom('page_uid').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!page) throw new NotFoundError(`page ${uid}`);
  // The same rating the product's or the collection's own pages show (scopeRating.ts).
  const stats = await scopeRatingQuery(
    ctx.db,
    page.tgid !== null
      ? { kind: 'tour-group', id: page.tgid }
      : { kind: 'collection', id: page.collection_id ?? 0 },
  ).executeTakeFirstOrThrow();
  return {
    uid,
    tgid: page.tgid,
    collectionId: page.collection_id,
    averageRating: stats.average,
    ratingsCount: stats.count,
  };
}
