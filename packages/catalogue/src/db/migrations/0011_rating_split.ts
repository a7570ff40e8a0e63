import { sql, type Kysely } from 'kysely';

/**
 * `tour_group.rating_split`: how many ratings of 5, 4, 3, 2 and 1 stars a product has, derived from
 * its review rows with its rating (`db/ratings.ts`, run by the seed). A product's page and a scope's
 * reviews answered their breakdown by stars by counting review rows on every call: ~300 for a
 * product, ~4,000 for a collection of the demo (1 to 4 ms on PGlite); they now add up the products'.
 * Filled here for a catalogue seeded before (a migration never runs service code: the same SQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tour_group add column rating_split int[] not null default '{0,0,0,0,0}';
    update tour_group tg
    set rating_split = array[r.five, r.four, r.three, r.two, r.one]
    from (
      select tgid,
        count(*) filter (where rating = 5)::int as five, count(*) filter (where rating = 4)::int as four,
        count(*) filter (where rating = 3)::int as three, count(*) filter (where rating = 2)::int as two,
        count(*) filter (where rating = 1)::int as one
      from review group by tgid
    ) r
    where r.tgid = tg.id;
  `.execute(db);
}
