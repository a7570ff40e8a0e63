import type { ColumnType } from 'kysely';

/** A `date` column: read and written as `YYYY-MM-DD`. */
type DateColumn = ColumnType<string, string, string>;

/** Email sign-ups of city, news and category pages (migration 0001). */
export interface SubscriptionTable {
  id: ColumnType<string, never, never>;
  email: string;
  event: string;
  site: string;
  language: string;
  page_uid: string;
  created_at: ColumnType<Date, never, never>;
}

/** Group booking requests (migrations 0002, 0003). */
export interface GroupBookingTable {
  id: ColumnType<string, never, never>;
  site: string;
  language: string;
  page_path: string;
  tgid: number | null;
  collection_id: number | null;
  name: string;
  email: string;
  phone: string;
  date: DateColumn;
  adults: number;
  children: number;
  message: string;
  /** The double-submit guard (`submissionKey`): unique per site; NULL on rows stored before it. */
  submission_key: string | null;
  created_at: ColumnType<Date, never, never>;
}
/** The storefront's own tables: what visitors send us, never catalogue data. */
export interface StoreDatabase {
  subscription: SubscriptionTable;
  group_booking: GroupBookingTable;
}
