import { sql, type Kysely } from 'kysely';

/**
 * `venue`: the theatres among the points of interest (spec 001 §2 theatre and seating-plan pages):
 * capacity, year of opening and seating sections (`[{ key, names, level, seats }]`, stage outwards);
 * `venue_tour_group`: the shows playing at each venue, whose ticket types are named after its sections.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table venue (
      poi_id int primary key,
      opened int,
      capacity int not null,
      sections jsonb not null
    );
    create table venue_tour_group (
      poi_id int not null,
      tgid int not null,
      primary key (poi_id, tgid)
    );
    create index venue_tour_group_tgid on venue_tour_group (tgid);
  `.execute(db);
}
