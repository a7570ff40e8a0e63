import type { Migration } from 'kysely/migration';
import * as m0001 from './migrations/0001_catalogue.ts';
import * as m0002 from './migrations/0002_list_counts.ts';
import * as m0003 from './migrations/0003_compact_inventory.ts';
import * as m0004 from './migrations/0004_list_cards.ts';
import * as m0005 from './migrations/0005_list_card_table.ts';
import * as m0006 from './migrations/0006_subscriptions.ts';
import * as m0007 from './migrations/0007_venues.ts';
import * as m0008 from './migrations/0008_transfers.ts';
import * as m0009 from './migrations/0009_group_bookings.ts';
import * as m0010 from './migrations/0010_group_booking_dedupe.ts';
import * as m0011 from './migrations/0011_rating_split.ts';
import * as m0012 from './migrations/0012_scope_indexes.ts';

/**
 * The catalogue's migrations, bundled as modules (no file-system scan) so that the built server carries
 * them. Each is a frozen snapshot: it never imports service code. 0006, 0009 and 0010 once created the
 * storefront's sign-up and group-request tables here; those now live in the storefront's own store
 * (`src/lib/store/`), and the three stay as no-ops so that a database migrated before keeps a valid history.
 */
export const CATALOGUE_MIGRATIONS: Record<string, Migration> = {
  '0001_catalogue': m0001,
  '0002_list_counts': m0002,
  '0003_compact_inventory': m0003,
  '0004_list_cards': m0004,
  '0005_list_card_table': m0005,
  '0006_subscriptions': m0006,
  '0007_venues': m0007,
  '0008_transfers': m0008,
  '0009_group_bookings': m0009,
  '0010_group_booking_dedupe': m0010,
  '0011_rating_split': m0011,
  '0012_scope_indexes': m0012,
};
