import type { PoiTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { localise } from './localise.ts';

/** What a points-of-interest call answers besides id and name (`operatingSchedules`, `content`, `location`). */
export interface PoiOptions {
  language: string;
  operatingSchedules: boolean;
  content: boolean;
  location: boolean;
}

/**
 * A point of interest (spec 000 §3): opening schedules (startDate, endDate, operatingDaySchedules
 * with dayOfWeek, closed, openingTime, closingTime, lastEntryTime), content and location, each
 * left out when its flag is false.
 */
function poiAnswer(row: Selectable<PoiTable>, o: PoiOptions) {
  return {
    id: row.id,
    name: localise(row.names, o.language),
    cityCode: row.city_code,
    ...(o.operatingSchedules ? { operatingSchedules: row.operating_schedules } : {}),
    ...(o.content ? { content: localise(row.content, o.language) } : {}),
    ...(o.location
      ? { location: { latitude: row.latitude, longitude: row.longitude, address: row.address } }
      : {}),
  };
}

/** `/api/v1/pois?ids[]=`: the points of interest of `ids`, in that order; unknown ids are left out. */
export async function listPois(ctx: CatalogueContext, ids: readonly number[], o: PoiOptions) {
  const rows = await ctx.db.selectFrom('poi').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    pois: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [poiAnswer(row, o)] : [];
    }),
  };
}

/** `/api/v1/collection/{id}/pois`: the points of interest of a collection (404 for an unknown collection). */
export async function collectionPois(ctx: CatalogueContext, collectionId: number, o: PoiOptions) {
  const collection = await ctx.db
    .selectFrom('collection')
    .select('id')
    .where('id', '=', collectionId)
    .executeTakeFirst();
  if (!collection) throw new NotFoundError(`collection ${collectionId}`);
  const rows = await ctx.db
    .selectFrom('poi')
    .innerJoin('collection_poi as cp', 'cp.poi_id', 'poi.id')
    .selectAll('poi')
    .where('cp.collection_id', '=', collectionId)
    .orderBy('poi.id')
    .execute();
  return { collectionId, pois: rows.map((row) => poiAnswer(row, o)) };
}
