import { sql, type QueryExecutorProvider } from 'kysely';

/** The large tables whose indexes and keys are built once after a bulk load rather than row by row. */
const BULK_TABLES = ['tour_group', 'collection_tour_group', 'variant', 'inventory', 'review'];

/**
 * Drops the indexes, primary keys and foreign keys of the bulk tables (and the foreign keys that
 * reference them) in the current schema, and answers a function that recreates them from their
 * recorded definitions: primary keys, then foreign keys (validated in one pass each), then
 * indexes. Both run inside the seed's transaction, so a failed seed leaves the schema as it was.
 */
export async function deferIndexes(db: QueryExecutorProvider): Promise<() => Promise<void>> {
  const { rows: constraints } = await sql<{ table: string; name: string; definition: string; kind: string }>`
    select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition,
      c.contype as kind
    from pg_constraint c
    where c.connamespace = current_schema()::regnamespace and (
      (c.contype = 'p' and c.conrelid::regclass::text = any(${BULK_TABLES}))
      or (c.contype = 'f' and (c.conrelid::regclass::text = any(${BULK_TABLES})
        or c.confrelid::regclass::text = any(${BULK_TABLES}))))
    order by c.contype`.execute(db);
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${BULK_TABLES})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  // Foreign keys ('f') sort before primary keys ('p'): they depend on them.
  for (const c of constraints)
    await sql`alter table ${sql.table(c.table)} drop constraint ${sql.id(c.name)}`.execute(db);
  return async () => {
    for (const c of [...constraints].reverse())
      await sql`alter table ${sql.table(c.table)} add constraint ${sql.id(c.name)} ${sql.raw(c.definition)}`.execute(
        db,
      );
    for (const index of indexes) await sql.raw(index.definition).execute(db);
  };
}
