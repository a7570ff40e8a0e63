import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { Mutex } from './mutex.ts';

/** One PGlite connection; Kysely sees it through the serialising driver below. */
class PGliteConnection implements DatabaseConnection {
  readonly #db: PGlite;
  constructor(db: PGlite) {
    this.#db = db;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Parameterless SQL may hold several statements (migrations): only `exec` accepts those.
    const result =
      compiledQuery.parameters.length === 0
        ? ((await this.#db.exec(compiledQuery.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
        : await this.#db.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const rows = result.rows as R[];
    return result.affectedRows === undefined
      ? { rows }
      : { rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  // eslint-disable-next-line require-yield -- PGlite has no cursors over its wire; streaming is unsupported
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming queries');
  }
}

/** Hands out the single connection to one holder at a time, so transactions are serialised. */
class PGliteDriver implements Driver {
  readonly #db: PGlite;
  readonly #connection: PGliteConnection;
  readonly #mutex = new Mutex();
  readonly #afterClose: (() => Promise<void>) | undefined;
  #pendingRelease: (() => void)[] = [];

  constructor(db: PGlite, afterClose: (() => Promise<void>) | undefined) {
    this.#db = db;
    this.#connection = new PGliteConnection(db);
    this.#afterClose = afterClose;
  }

  async init(): Promise<void> {
    await this.#db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    this.#pendingRelease.push(release);
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#pendingRelease.shift()?.();
  }

  async destroy(): Promise<void> {
    if (!this.#db.closed) await this.#db.close();
    await this.#afterClose?.();
  }
}

/**
 * A Kysely dialect over an open PGlite instance (embedded PostgreSQL in WebAssembly).
 *
 * @example
 * const db = new Kysely<CatalogueDatabase>({ dialect: new PGliteDialect(new PGlite()) });
 */
export class PGliteDialect implements Dialect {
  readonly #db: PGlite;
  readonly #afterClose: (() => Promise<void>) | undefined;
  /** `afterClose` runs once PGlite is closed (it releases the data directory's lock). */
  constructor(db: PGlite, options: { afterClose?: (() => Promise<void>) | undefined } = {}) {
    this.#db = db;
    this.#afterClose = options.afterClose;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#db, this.#afterClose);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
