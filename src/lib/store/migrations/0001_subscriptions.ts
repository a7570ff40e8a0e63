import { sql, type Kysely } from 'kysely';

/**
 * `subscription`: email sign-ups of city, news and category pages (spec 001 §4 §7), in the
 * storefront's own store. One row per address, site and event: signing up again is
 * answered "already subscribed".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table subscription (
      id bigserial primary key,
      email text not null,
      event text not null,
      site text not null,
      language text not null,
      page_uid text not null,
      created_at timestamptz not null default now(),
      unique (email, site, event)
    );
  `.execute(db);
}
