import { sql, type Kysely } from 'kysely';

/**
 * Airport transfers (spec 001 §2): `transfer_place`, the pick-up and drop-off places that are not
 * airports (a place may lie `within` another); `transfer_route`, each transfer product's pick-up,
 * drop-off (airport IATA code or place code), kind (PRIVATE/SHARED), whether it runs both ways, and its
 * options (`[{ variant, vehicle, maxPax, trip }]`: the ticket types by vehicle or by one-way/return).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table transfer_place (
      code text primary key,
      city_code text not null,
      kind text not null,
      names jsonb not null,
      within text
    );
    create table transfer_route (
      tgid int primary key,
      kind text not null,
      pickup text not null,
      dropoff text not null,
      both_ways boolean not null,
      options jsonb not null
    );
    create index transfer_route_pickup on transfer_route (pickup);
    create index transfer_route_dropoff on transfer_route (dropoff);
  `.execute(db);
}
