import { sql, type Kysely } from 'kysely';

/**
 * `group_booking`: requests sent by the group booking form of show and collection pages
 * (spec 001 §7 `POST /api/group-submit-form`), in the storefront's own store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table group_booking (
      id bigserial primary key,
      site text not null,
      language text not null,
      page_path text not null,
      tgid int,
      collection_id int,
      name text not null,
      email text not null,
      phone text not null,
      date date not null,
      adults int not null,
      children int not null,
      message text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}
