import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * Recomputes `list_count`: for each collection, category and sub-category, the number of listed
 * (visible, priced) products overall (`city_code` '') and per city. Run after every seed.
 */
export async function refreshListCounts(db: QueryExecutorProvider): Promise<void> {
  await sql`
    delete from list_count;
    insert into list_count (kind, list_id, city_code, total)
    select kind, list_id, coalesce(city_code, ''), count(*)::int from (
      select 'category' as kind, primary_category_id as list_id, city_code from tour_group
        where not hidden and final_price is not null
      union all
      select 'sub-category', primary_sub_category_id, city_code from tour_group
        where not hidden and final_price is not null
      union all
      select 'collection', ctg.collection_id, tg.city_code from collection_tour_group ctg
        join tour_group tg on tg.id = ctg.tgid where not tg.hidden and tg.final_price is not null
    ) listed
    group by grouping sets ((kind, list_id), (kind, list_id, city_code));
  `.execute(db);
}
