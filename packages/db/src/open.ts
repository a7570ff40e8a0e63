import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import { lockDataDir } from './dataDirLock.ts';
import { PGliteDialect } from './pgliteDialect.ts';

/** Where a database lives: PGlite (in memory, or persisted in `dataDir`) or a PostgreSQL server. */
export type DbTarget =
  | { kind: 'pglite'; dataDir?: string | undefined }
  | { kind: 'postgres'; url: string; schema?: string | undefined };

export interface OpenOptions {
  /** Named migrations, applied in name order; bundled as modules (no file-system scan). */
  migrations: Record<string, Migration>;
  /** Who owns the database, for error messages ("catalogue migration 0002_x failed"). */
  label: string;
  /**
   * PGlite only: keep the answers of reads until the next write, this many bytes at most
   * (pgliteDialect.ts, ReadCache). For a database that only this process writes to.
   */
  readCacheBytes?: number;
}

/** Type parsers shared by both drivers: dates stay `YYYY-MM-DD` strings, counts become numbers. */
const DATE_OID = 1082;
const INT8_OID = 20;
const parseDate = (value: string) => value;
const parseInt8 = (value: string) => Number(value);

/**
 * Opens a database and migrates it: PGlite (in memory, or persisted in `dataDir`, which one process
 * holds at a time) or a PostgreSQL server (optionally confined to `schema`, created if missing).
 *
 * @example
 * const db = await openDatabase<MyTables>({ kind: 'pglite' }, { migrations, label: 'store' }); // in memory
 */
export async function openDatabase<Database>(
  target: DbTarget,
  options: OpenOptions,
): Promise<Kysely<Database>> {
  const db =
    target.kind === 'pglite'
      ? await openPGlite<Database>(target.dataDir, options.readCacheBytes)
      : await openPostgres<Database>(target);
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>, options);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

async function openPGlite<Database>(
  dataDir: string | undefined,
  readCacheBytes: number | undefined,
): Promise<Kysely<Database>> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(dataDir, { recursive: true });
    // One holder per data directory, claimed before PGlite opens it: a second is refused, never allowed
    // to corrupt it. Destroying the database (PGlite closed) releases it; so does the process ending.
    release = await lockDataDir(dataDir);
  }
  try {
    const pglite = await PGlite.create(dataDir, {
      parsers: { [DATE_OID]: parseDate, [INT8_OID]: parseInt8 },
    });
    return new Kysely<Database>({
      dialect: new PGliteDialect(pglite, { afterClose: release, readCacheBytes }),
    });
  } catch (error) {
    await release?.();
    throw error;
  }
}

async function openPostgres<Database>(target: {
  url: string;
  schema?: string | undefined;
}): Promise<Kysely<Database>> {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === DATE_OID) return parseDate;
      if (oid === INT8_OID) return parseInt8;
      return pg.types.getTypeParser(oid, format);
    }) as typeof pg.types.getTypeParser,
  };
  if (target.schema) {
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`create schema if not exists "${target.schema.replaceAll('"', '')}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    types,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Brings the schema up to date; throws with the failing migration's name. The migration tables live
 * in the connection's current schema: without naming it, Kysely counts a `kysely_migration` table in
 * any schema as ours, so a database in one schema would skip creating its own when another schema
 * (a parallel test run, the public one) already had one.
 */
async function migrateToLatest(db: Kysely<unknown>, { migrations, label }: OpenOptions): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`${label} migration ${failed} failed`, { cause: error });
  }
}
