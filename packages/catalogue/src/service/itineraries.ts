import type { Selectable } from 'kysely';
import type { ExperienceItineraryTable } from '../db/schema.ts';
import { NotFoundError, type CatalogueContext } from './context.ts';
import { localise } from './localise.ts';

export interface ItineraryOptions {
  language: string;
  /** Whether to answer the stops (`sections`); false answers ids and names only. */
  sections: boolean;
}

const itineraryAnswer = (row: Selectable<ExperienceItineraryTable>, o: ItineraryOptions) => ({
  id: row.id,
  tourGroupId: row.tgid,
  name: localise(row.names, o.language),
  ...(o.sections ? { sections: row.sections } : {}),
});

/**
 * `/api/tours/v1/experience-itineraries/?ids=`: itineraries (start point, stops at points of
 * interest with durations, end point) in the order of `ids`; unknown ids are left out.
 */
export async function listItineraries(ctx: CatalogueContext, ids: readonly number[], o: ItineraryOptions) {
  const rows = await ctx.db.selectFrom('experience_itinerary').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    experienceItineraries: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [itineraryAnswer(row, o)] : [];
    }),
  };
}

/** `/api/v6/tour-groups/{id}/experience-itineraries/`: the itineraries of one tour group (404 when unknown). */
export async function tourGroupItineraries(ctx: CatalogueContext, tgid: number, o: ItineraryOptions) {
  const tourGroup = await ctx.db
    .selectFrom('tour_group')
    .select('id')
    .where('id', '=', tgid)
    .executeTakeFirst();
  if (!tourGroup) throw new NotFoundError(`tour group ${tgid}`);
  const rows = await ctx.db
    .selectFrom('experience_itinerary')
    .selectAll()
    .where('tgid', '=', tgid)
    .orderBy('id')
    .execute();
  return { tourGroupId: tgid, experienceItineraries: rows.map((row) => itineraryAnswer(row, o)) };
}
