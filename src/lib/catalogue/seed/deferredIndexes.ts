import { sql, type QueryExecutorProvider } from 'kysely';

/** The large tables whose secondary indexes are built once after a bulk load rather than row by row. */
const BULK_TABLES = ['tour_group', 'collection_tour_group', 'variant', 'inventory', 'review'];

/**
 * Drops the secondary (non-constraint) indexes of the bulk tables in the current schema and answers
 * a function that recreates them from their recorded definitions. Both run inside the seed's
 * transaction, so a failed seed leaves the indexes as they were.
 */
export async function deferIndexes(db: QueryExecutorProvider): Promise<() => Promise<void>> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${BULK_TABLES})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  for (const row of rows) await sql`drop index ${sql.id(row.name)}`.execute(db);
  return async () => {
    for (const row of rows) await sql.raw(row.definition).execute(db);
  };
}
