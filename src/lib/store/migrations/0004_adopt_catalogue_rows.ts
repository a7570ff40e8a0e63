import { sql, type Kysely } from 'kysely';

/**
 * Sign-ups and group requests were once stored in the catalogue's database. On PostgreSQL the catalogue
 * lives in the `public` schema of the same database, so the rows stored there before this store existed
 * are copied over once into the deployment's store (schema `storefront`; the catalogue's tables are left as
 * they are). A test's schema, and a PGlite store (a directory of its own), start empty (docs/decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ here: string; subscriptions: string | null; bookings: string | null }>`
    select current_schema() as here,
      to_regclass('public.subscription')::text as subscriptions,
      to_regclass('public.group_booking')::text as bookings
  `.execute(db);
  const found = rows[0];
  // Only the store of a deployment (schema `storefront`, `STORE_SCHEMA`): a test's own schema starts empty.
  if (found?.here !== 'storefront') return;
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
