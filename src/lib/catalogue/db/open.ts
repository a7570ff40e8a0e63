import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { CatalogueDatabase } from './schema.ts';
import { PGliteDialect } from './pgliteDialect.ts';
import { migrateToLatest } from './migrate.ts';
import { lockDataDir } from './dataDirLock.ts';

export type CatalogueDb = Kysely<CatalogueDatabase>;

/** Type parsers shared by both drivers: dates stay `YYYY-MM-DD` strings, counts become numbers. */
const DATE_OID = 1082;
const INT8_OID = 20;
const parseDate = (value: string) => value;
const parseInt8 = (value: string) => Number(value);

export type DbTarget =
  | { kind: 'pglite'; dataDir?: string | undefined }
  | { kind: 'postgres'; url: string; schema?: string | undefined };

/**
 * Opens the catalogue database and migrates it: PGlite (in memory, or persisted in `dataDir`) or
 * a PostgreSQL server (optionally confined to `schema`, created if missing).
 *
 * @example
 * const db = await openCatalogueDb({ kind: 'pglite' }); // in-memory, for tests
 */
export async function openCatalogueDb(target: DbTarget): Promise<CatalogueDb> {
  const db = target.kind === 'pglite' ? await openPGlite(target.dataDir) : await openPostgres(target);
  await migrateToLatest(db as Kysely<unknown>);
  return db;
}

async function openPGlite(dataDir: string | undefined): Promise<CatalogueDb> {
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
    return new Kysely<CatalogueDatabase>({ dialect: new PGliteDialect(pglite, { afterClose: release }) });
  } catch (error) {
    await release?.();
    throw error;
  }
}

async function openPostgres(target: { url: string; schema?: string | undefined }): Promise<CatalogueDb> {
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
  return new Kysely<CatalogueDatabase>({ dialect: new PostgresDialect({ pool }) });
}
