import { openDatabase, type DbTarget } from '@storefront/db';
import type { Kysely } from 'kysely';
import { appConfig, type AppConfig } from '../config';
import * as m0001 from './migrations/0001_subscriptions.ts';
import * as m0002 from './migrations/0002_group_bookings.ts';
import * as m0003 from './migrations/0003_group_booking_dedupe.ts';
import * as m0004 from './migrations/0004_adopt_catalogue_rows.ts';
import type { StoreDatabase } from './schema.ts';

export type StoreDb = Kysely<StoreDatabase>;

/** The storefront's own migrations: frozen snapshots, bundled as modules. */
export const STORE_MIGRATIONS = {
  '0001_subscriptions': m0001,
  '0002_group_bookings': m0002,
  '0003_group_booking_dedupe': m0003,
  '0004_adopt_catalogue_rows': m0004,
};

/** The PostgreSQL schema of the store: beside the catalogue's tables when both use one database. */
export const STORE_SCHEMA = 'storefront';

/**
 * Where the store lives: PostgreSQL (schema `storefront`) when DATABASE_URL is set, else PGlite in
 * STORE_DATA_DIR (both validated at start, src/lib/config.ts).
 * @example storeTarget({ databaseUrl: undefined, storeDataDir: '/tmp/s' }) → { kind: 'pglite', dataDir: '/tmp/s' }
 */
export function storeTarget(
  databases: Pick<AppConfig['databases'], 'databaseUrl' | 'storeDataDir'> = appConfig().databases,
): DbTarget {
  return databases.databaseUrl
    ? { kind: 'postgres', url: databases.databaseUrl, schema: STORE_SCHEMA }
    : { kind: 'pglite', dataDir: databases.storeDataDir };
}

/** Opens (and migrates) a store; tests pass `{ kind: 'pglite' }` for one in memory. */
export const openStore = (target: DbTarget): Promise<StoreDb> =>
  openDatabase<StoreDatabase>(target, { migrations: STORE_MIGRATIONS, label: 'store' });

let instance: Promise<StoreDb> | undefined;

/**
 * The storefront's own store of what visitors send (sign-ups, group requests), independent of the
 * catalogue: opened on first use, so a server nobody writes to never opens it. A failed open is forgotten
 * so that the next request retries.
 */
export function store(): Promise<StoreDb> {
  instance ??= openStore(storeTarget()).catch((error: unknown) => {
    instance = undefined;
    throw new Error('the storefront store could not be opened', { cause: error });
  });
  return instance;
}

/** Closes the store if it was opened (graceful shutdown); safe to call more than once. */
export async function closeStore(): Promise<void> {
  const opened = instance;
  instance = undefined;
  if (!opened) return;
  const db = await opened.catch(() => undefined);
  await db?.destroy();
}
