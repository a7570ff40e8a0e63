import { sql, type Kysely } from 'kysely';

/**
 * Slot times and capacities move to a weekly `slot_schedule` (per product and weekday) and
 * inventory rows keep only the places remaining per slot and the day's prices: the jsonb slots
 * were four fifths of the bytes, and most of the time, of a first start. Existing rows are
 * converted in place (capacities taken from the first variant and date of each weekday).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table slot_schedule (
      tgid int not null references tour_group, weekday smallint not null check (weekday between 0 and 6),
      start_times text[] not null, end_times text[] not null, capacities int[] not null,
      primary key (tgid, weekday)
    );
    insert into slot_schedule
    select distinct on (tgid, weekday) tgid, extract(dow from date)::smallint as weekday,
      array(select s ->> 'startTime' from jsonb_array_elements(slots) with ordinality e(s, n) order by n),
      array(select s ->> 'endTime' from jsonb_array_elements(slots) with ordinality e(s, n) order by n),
      array(select (s ->> 'capacity')::int from jsonb_array_elements(slots) with ordinality e(s, n) order by n)
    from inventory order by tgid, weekday, date, variant_id;
    alter table inventory add column slot_remaining int[], add column original_price numeric(12,2);
    update inventory set
      slot_remaining = array(select (s ->> 'remaining')::int from jsonb_array_elements(slots) with ordinality e(s, n) order by n),
      min_price = coalesce((slots -> 0 ->> 'finalPrice')::numeric, min_price),
      original_price = coalesce((slots -> 0 ->> 'originalPrice')::numeric, min_price);
    alter table inventory
      alter column slot_remaining set not null, alter column original_price set not null, drop column slots;
  `.execute(db);
}
