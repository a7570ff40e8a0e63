import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
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

/** Statements kept prepared per database, at most (each holds a plan in PGlite's memory). */
export const MAX_PREPARED_STATEMENTS = 1_000;
/** SQL texts remembered as seen once; past this the memory starts again (one-off texts are not kept). */
const MAX_SEEN_ONCE = 10_000;

/** Statement names are unique in the process: two Kysely instances may share one PGlite. */
let preparedNames = 0;

interface PreparedStatement {
  name: string;
  /** The parameters' type oids, as PostgreSQL inferred them: each value is serialised for its type. */
  types: number[];
}

/**
 * Named prepared statements for the SQL a database is asked more than once. PGlite's `query` parses,
 * plans and describes every statement again in six calls into WebAssembly; a prepared one is bound and
 * executed in one. A text is prepared on its second use (one-off texts, e.g. `in (…)` lists of a
 * new length, are not), and at most MAX_PREPARED_STATEMENTS are kept: past that, statements run as
 * before. PostgreSQL re-plans a prepared statement by itself when a table it reads changes.
 */
class StatementCache {
  readonly #db: PGlite;
  readonly #prepared = new Map<string, PreparedStatement>();
  readonly #seenOnce = new Set<string>();

  constructor(db: PGlite) {
    this.#db = db;
  }

  get size(): number {
    return this.#prepared.size;
  }

  /** The prepared statement for `sql`, preparing it on its second use; undefined: run it unprepared. */
  async statementFor(sql: string): Promise<PreparedStatement | undefined> {
    const prepared = this.#prepared.get(sql);
    if (prepared || this.#prepared.size >= MAX_PREPARED_STATEMENTS) return prepared;
    if (!this.#seenOnce.has(sql)) {
      if (this.#seenOnce.size >= MAX_SEEN_ONCE) this.#seenOnce.clear();
      this.#seenOnce.add(sql);
      return undefined;
    }
    this.#seenOnce.delete(sql);
    const name = `kysely_${(preparedNames += 1)}`;
    const message = concat(
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    // A statement PostgreSQL refuses (a syntax error) is not kept: the unprepared run reports it.
    const answer = await this.#db.runExclusive(() => this.#db.execProtocol(message)).catch(() => undefined);
    if (!answer) return undefined;
    const types = parse.parseDescribeStatementResults(answer.messages);
    const statement = { name, types };
    this.#prepared.set(sql, statement);
    return statement;
  }

  /** Forgets a statement PostgreSQL can no longer run as prepared (a table's columns changed). */
  forget(sql: string): void {
    this.#prepared.delete(sql);
  }
}

/** PostgreSQL's "cached plan must not change result type": the statement is prepared again. */
const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * Answers of reads kept until the next write, for a database only this process writes to (PGlite: one
 * process holds its data directory, and every statement goes through this dialect). A read is a
 * statement Kysely built as a SELECT; anything else (an insert, an update, raw SQL, a migration,
 * `begin`) empties the cache before it runs, so no read ever answers from before a write. The storefront
 * asks the embedded catalogue the same reads in every currency and language (prices are converted and
 * texts picked after the query): issue 25 measured ~9 % of a miss's render thread in PGlite.
 * Kept answers are frozen (a caller that tried to change one throws instead of changing the next
 * caller's), and bounded by the bytes PostgreSQL answered, least recently used first out.
 */
export class ReadCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, { result: QueryResult<unknown>; bytes: number }>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The key of a read, or undefined for parameters that have no stable text (a BigInt). */
  static keyOf(sql: string, parameters: readonly unknown[]): string | undefined {
    try {
      return `${sql}\u0000${JSON.stringify(parameters)}`;
    } catch {
      return undefined;
    }
  }

  get(key: string): QueryResult<unknown> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Most recently used last: eviction takes from the front.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.result;
  }

  set(key: string, result: QueryResult<unknown>, bytes: number): void {
    // One answer may take an eighth of the cache at most (a scan of a whole table is not kept).
    if (bytes > this.#maxBytes / 8) return;
    const old = this.#entries.get(key);
    if (old) this.#bytes -= old.bytes;
    this.#entries.set(key, { result: deepFreeze(result), bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/** One PGlite connection; Kysely sees it through the serialising driver below. */
class PGliteConnection implements DatabaseConnection {
  readonly #db: PGlite;
  readonly #statements: StatementCache;
  readonly #reads: ReadCache | undefined;
  constructor(db: PGlite, statements: StatementCache, reads: ReadCache | undefined) {
    this.#db = db;
    this.#statements = statements;
    this.#reads = reads;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const reads = this.#reads;
    let key: string | undefined;
    if (reads) {
      if (compiledQuery.query.kind !== 'SelectQueryNode') reads.clear();
      else key = ReadCache.keyOf(compiledQuery.sql, compiledQuery.parameters);
      const kept = key === undefined ? undefined : reads.get(key);
      if (kept) return kept as QueryResult<R>;
    }
    // Parameterless SQL may hold several statements (migrations): only `exec` accepts those.
    const { result, bytes } =
      compiledQuery.parameters.length === 0
        ? {
            result: (await this.#db.exec(compiledQuery.sql)).at(-1) ?? { rows: [], affectedRows: 0 },
            bytes: undefined,
          }
        : await this.#run<R>(compiledQuery.sql, compiledQuery.parameters);
    const rows = result.rows as R[];
    const answer: QueryResult<R> =
      result.affectedRows === undefined ? { rows } : { rows, numAffectedRows: BigInt(result.affectedRows) };
    // Kept when its size is known: a prepared statement's answer (a text asked once is not kept).
    if (reads && key !== undefined && bytes !== undefined) reads.set(key, answer, bytes);
    return answer;
  }

  /** Runs a statement with parameters; `bytes`: how much PostgreSQL answered, when it ran prepared. */
  async #run<R>(
    sql: string,
    parameters: readonly unknown[],
  ): Promise<{ result: Results<R>; bytes: number | undefined }> {
    const statement = await this.#statements.statementFor(sql);
    if (!statement) return { result: await this.#db.query<R>(sql, [...parameters]), bytes: undefined };
    const values = parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialise = this.#db.serializers[statement.types[index] ?? 0];
      return serialise ? serialise(value) : String(value);
    });
    const message = concat(
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    try {
      const answer = await this.#db.runExclusive(() => this.#db.execProtocol(message));
      return {
        result: parse.parseResults(answer.messages, this.#db.parsers)[0] as Results<R>,
        bytes: answer.data.length,
      };
    } catch (error) {
      if ((error as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED) throw error;
      this.#statements.forget(sql);
      return { result: await this.#db.query<R>(sql, [...parameters]), bytes: undefined };
    }
  }

  // eslint-disable-next-line require-yield -- PGlite has no cursors over its wire; streaming is unsupported
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming queries');
  }
}

/** Protocol messages as one buffer: PGlite reads them in one call. */
function concat(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** Hands out the single connection to one holder at a time, so transactions are serialised. */
class PGliteDriver implements Driver {
  readonly #db: PGlite;
  readonly #connection: PGliteConnection;
  readonly #mutex = new Mutex();
  readonly #afterClose: (() => Promise<void>) | undefined;
  #pendingRelease: (() => void)[] = [];

  constructor(db: PGlite, afterClose: (() => Promise<void>) | undefined, reads: ReadCache | undefined) {
    this.#db = db;
    this.#connection = new PGliteConnection(db, new StatementCache(db), reads);
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
  /** The answers of reads kept until the next write, when asked for (`readCacheBytes`). */
  readonly reads: ReadCache | undefined;
  /**
   * `afterClose` runs once PGlite is closed (it releases the data directory's lock). `readCacheBytes`:
   * keep the answers of reads until the next write, this many bytes at most (ReadCache); only for a
   * database no one else writes to, through no other Kysely instance.
   */
  constructor(
    db: PGlite,
    options: { afterClose?: (() => Promise<void>) | undefined; readCacheBytes?: number | undefined } = {},
  ) {
    this.#db = db;
    this.#afterClose = options.afterClose;
    this.reads = options.readCacheBytes ? new ReadCache(options.readCacheBytes) : undefined;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#db, this.#afterClose, this.reads);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
