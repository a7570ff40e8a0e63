import { sql, type Kysely } from 'kysely';

/**
 * List-by answers need the number of listed products; counting ~50,000 rows per call is the
 * slowest part of a list at bench scale, so the counts per list (and per list and city) are kept
 * in `list_count`, refreshed by the seed. Indexes match the list filters with the list order.
 *
 * Filled by the seed, or after migrating by `refreshMissingReadModels` (`service/readModels.ts`) when the
 * database already held products: a migration never runs service code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table list_count (
      kind text not null, list_id int not null, city_code text not null default '', total int not null,
      primary key (kind, list_id, city_code)
    );
    create index tour_group_category_city_rank on tour_group (primary_category_id, city_code, popularity desc, id);
    create index tour_group_sub_category_city_rank on tour_group (primary_sub_category_id, city_code, popularity desc, id);
  `.execute(db);
}
