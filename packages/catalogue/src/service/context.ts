import type { CatalogueDb } from '../db/open.ts';
import { loadTaxonomy, type Taxonomy } from './taxonomy.ts';

/**
 * What every query needs: the database, the exchange rates and the names of collections,
 * categories, sub-categories and cities (loaded once: they are fixed reference data), and the
 * clock (injected in tests).
 */
export interface CatalogueContext {
  db: CatalogueDb;
  rates: Map<string, { perEur: number; localSymbol: string }>;
  taxonomy: Taxonomy;
  now: () => Date;
  /** The day the catalogue was seeded (YYYY-MM-DD): inventory dates are stored relative to it. */
  seedDay: string;
}

export async function createContext(
  db: CatalogueDb,
  options: { now?: () => Date } = {},
): Promise<CatalogueContext> {
  const rows = await db.selectFrom('currency').select(['code', 'per_eur', 'local_symbol']).execute();
  const meta = await db
    .selectFrom('catalogue_meta')
    .select('value')
    .where('key', '=', 'seed')
    .executeTakeFirst();
  const now = options.now ?? (() => new Date());
  return {
    db,
    rates: new Map(rows.map((row) => [row.code, { perEur: row.per_eur, localSymbol: row.local_symbol }])),
    taxonomy: await loadTaxonomy(db),
    now,
    seedDay: (meta?.value as { today?: string } | undefined)?.today ?? now().toISOString().slice(0, 10),
  };
}

/** Thrown by services for ids that do not exist; the router answers 404. */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}
