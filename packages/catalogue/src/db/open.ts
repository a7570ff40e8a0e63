import { openDatabase, type DbTarget } from '@storefront/db';
import type { Kysely } from 'kysely';
import { CATALOGUE_MIGRATIONS } from './migrate.ts';
import type { CatalogueDatabase } from './schema.ts';

export type CatalogueDb = Kysely<CatalogueDatabase>;
export type { DbTarget };

/**
 * Opens the catalogue database and migrates it: PGlite (in memory, or persisted in `dataDir`) or
 * a PostgreSQL server (optionally confined to `schema`, created if missing).
 *
 * @example
 * const db = await openCatalogueDb({ kind: 'pglite' }); // in-memory, for tests
 */
export function openCatalogueDb(target: DbTarget): Promise<CatalogueDb> {
  return openDatabase<CatalogueDatabase>(target, {
    migrations: CATALOGUE_MIGRATIONS,
    label: 'catalogue',
    readCacheBytes: CATALOGUE_READ_CACHE_BYTES,
  });
}

/**
 * The embedded catalogue (PGlite) keeps the answers of its reads until its next write, 64 MB at most:
 * the storefront asks it the same reads in every currency and language (the service converts prices
 * and picks texts after the query). Only this process writes to its data directory (the seed, the
 * migrations), so a kept answer is never older than the data. PostgreSQL is never cached here: another
 * process may write to it.
 */
export const CATALOGUE_READ_CACHE_BYTES = 64 * 1024 * 1024;
