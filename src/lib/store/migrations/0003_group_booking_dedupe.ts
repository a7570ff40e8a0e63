import { sql, type Kysely } from 'kysely';

/**
 * `group_booking.submission_key`: a hash of the normalised submission and its time window, unique per
 * site, so a double submit stores one row (`INSERT … ON CONFLICT DO NOTHING`; docs/forms.md). Rows
 * stored before this migration have none (NULLs never conflict).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table group_booking add column submission_key text`.execute(db);
  await sql`
    create unique index group_booking_submission on group_booking (site, submission_key)
  `.execute(db);
}
