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
  return openDatabase<CatalogueDatabase>(target, { migrations: CATALOGUE_MIGRATIONS, label: 'catalogue' });
}
