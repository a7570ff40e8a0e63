import { sql, type Kysely } from 'kysely';

/**
 * Sign-ups and group requests were once stored in the catalogue's database. On PostgreSQL the catalogue
 * lives in the `public` schema of the same database, so the rows stored there before this store existed
 * are copied over once (a copy: the catalogue's tables are left as they are). A PGlite store is a
 * directory of its own and starts empty (docs/decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ here: string; subscriptions: string | null; bookings: string | null }>`
    select current_schema() as here,
      to_regclass('public.subscription')::text as subscriptions,
      to_regclass('public.group_booking')::text as bookings
  `.execute(db);
  const found = rows[0];
  if (!found || found.here === 'public') return;
  if (found.subscriptions !== null)
    await sql`
      insert into subscription (email, event, site, language, page_uid, created_at)
      select email, event, site, language, page_uid, created_at from public.subscription
      on conflict (email, site, event) do nothing
    `.execute(db);
  if (found.bookings !== null)
    await sql`
      insert into group_booking (site, language, page_path, tgid, collection_id, name, email, phone, date,
        adults, children, message, submission_key, created_at)
      select site, language, page_path, tgid, collection_id, name, email, phone, date,
        adults, children, message, submission_key, created_at from public.group_booking
      on conflict do nothing
    `.execute(db);
}
