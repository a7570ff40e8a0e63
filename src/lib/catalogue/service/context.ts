import type { CatalogueDb } from '../db/open.ts';

/** What every query needs: the database and the exchange rates (loaded once, they are fixed). */
export interface CatalogueContext {
  db: CatalogueDb;
  rates: Map<string, { perEur: number; localSymbol: string }>;
}

export async function createContext(db: CatalogueDb): Promise<CatalogueContext> {
  const rows = await db.selectFrom('currency').select(['code', 'per_eur', 'local_symbol']).execute();
  return {
    db,
    rates: new Map(rows.map((row) => [row.code, { perEur: row.per_eur, localSymbol: row.local_symbol }])),
  };
}

/** Thrown by services for ids that do not exist; the router answers 404. */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}
