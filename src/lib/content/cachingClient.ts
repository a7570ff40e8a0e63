import {
  Client,
  NotFoundError,
  type ClientConfig,
  type PrismicDocument,
  type Query,
} from '@prismicio/client';
import { keepShared } from '../cache/deepFreeze';
import { addCacheTags } from '../cache/requestScope';
import { queriedTags } from './contentFetch';

type GetParams = Parameters<Client['get']>[0];

interface KeptQuery {
  query: Query;
  tags: readonly string[];
  size: number;
}

/**
 * Parsed answers of content queries by their ref and parameters. What a ref answers never changes (a
 * publication makes a new ref), so an answer is reused for as long as memory allows, without any
 * invalidation (docs/page-cache.md, "Content answers"). The answers are frozen: every
 * request shares the same objects, and code that tried to change one would throw instead of changing
 * another visitor's page. Least recently used answers go first past either bound.
 * @example const answers = new ContentAnswers(100, 1e6); answers.size === 0
 */
export class ContentAnswers {
  readonly #entries = new Map<string, KeptQuery>();
  readonly #maxEntries: number;
  readonly #maxSize: number;
  #size = 0;

  constructor(maxEntries: number, maxSize: number) {
    this.#maxEntries = maxEntries;
    this.#maxSize = maxSize;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): KeptQuery | undefined {
    const kept = this.#entries.get(key);
    if (kept) {
      this.#entries.delete(key);
      this.#entries.set(key, kept);
    }
    return kept;
  }

  /** Keeps a query's answer (frozen here) and returns it; `size` is its JSON length, `url` its query URL. */
  set(key: string, query: Query, size: number, url: string = key): KeptQuery {
    const kept: KeptQuery = { query: keepShared(query), tags: queriedTags(url), size };
    if (size > this.#maxSize) return kept;
    const old = this.#entries.get(key);
    if (old) this.#size -= old.size;
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    this.#size += size;
    while (this.#entries.size > this.#maxEntries || this.#size > this.#maxSize) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#size -= this.#entries.get(oldest.value)?.size ?? 0;
      this.#entries.delete(oldest.value);
    }
    return kept;
  }
}

/** 2,000 answers or 32 M characters of JSON, whichever comes first. */
export const sharedAnswers = new ContentAnswers(2000, 32 * 1024 * 1024);

/**
 * The real @prismicio/client Client, keeping the parsed answers of its queries (`get`, and `getFirst`
 * that `getByUID`, `getSingle` and `getByID` go through; `dangerouslyGetAll` pages through `get`). A
 * listing asks the same dozen queries on every render: they are answered from memory without building a
 * Response, decoding and parsing the same JSON again, or even building the query URL: the key is the
 * master ref (the client's own 5-second cache of the repository's root) and the query's parameters. A
 * client told to read another ref (a release, a preview) keeps nothing. The page cache's tags of a query
 * are recorded on every use, kept or not.
 */
export class CachingClient extends Client {
  readonly #answers: ContentAnswers;
  /** Reads the master ref (the default): only then are answers kept. */
  #readsMaster = true;

  constructor(repositoryNameOrEndpoint: string, config: ClientConfig, answers: ContentAnswers) {
    super(repositoryNameOrEndpoint, config);
    this.#answers = answers;
  }

  override async get<TDocument extends PrismicDocument>(params?: GetParams): Promise<Query<TDocument>> {
    return (await this.#query<TDocument>(params)).query;
  }

  override async getFirst<TDocument extends PrismicDocument>(params?: GetParams): Promise<TDocument> {
    const actual = params?.page || params?.pageSize ? params : { ...params, pageSize: 1 };
    const { query, key } = await this.#query<TDocument>(actual);
    const first = query.results[0];
    if (first) return first;
    // A pinned client's query has no key here: its URL, asked only now that it is needed.
    const url = key ?? (await this.buildQueryURL(actual));
    // An expected outcome (a uid looked up in each page type), not a fault: no stack trace to capture.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return Promise.reject(new NotFoundError('No documents were returned', url, undefined));
    } finally {
      Error.stackTraceLimit = limit;
    }
  }

  override queryContentFromRef(ref: Parameters<Client['queryContentFromRef']>[0]): void {
    this.#readsMaster = false;
    super.queryContentFromRef(ref);
  }

  override queryContentFromReleaseByID(id: string): void {
    this.#readsMaster = false;
    super.queryContentFromReleaseByID(id);
  }

  override queryContentFromReleaseByLabel(label: string): void {
    this.#readsMaster = false;
    super.queryContentFromReleaseByLabel(label);
  }

  override enableAutoPreviews(): void {
    this.#readsMaster = false;
    super.enableAutoPreviews();
  }

  override enableAutoPreviewsFromReq(req: Parameters<Client['enableAutoPreviewsFromReq']>[0]): void {
    this.#readsMaster = false;
    super.enableAutoPreviewsFromReq(req);
  }

  override queryLatestContent(): void {
    this.#readsMaster = true;
    super.queryLatestContent();
  }

  async #query<TDocument extends PrismicDocument>(
    params: GetParams,
  ): Promise<{ query: Query<TDocument>; key?: string }> {
    if (!this.#readsMaster) {
      return { query: await super.get<TDocument>(params) };
    }
    // What the query asks, without how it is fetched (an abort signal, fetch options).
    const { signal: _signal, fetchOptions: _fetchOptions, ...query } = params ?? {};
    const ref = query.ref ?? (await this.getMasterRef(params)).ref;
    const key = `${this.documentAPIEndpoint}|${ref}|${JSON.stringify(query)}`;
    const known = this.#answers.get(key);
    if (known) {
      if (known.tags.length > 0) addCacheTags(...known.tags);
      return { query: known.query as Query<TDocument>, key };
    }
    // The ref of the key, even if the master ref moves on while this query runs.
    const pinned = { ...params, ref };
    const answer = await super.get<TDocument>(pinned);
    const kept = this.#answers.set(
      key,
      answer,
      JSON.stringify(answer).length,
      await this.buildQueryURL(pinned),
    );
    return { query: kept.query as Query<TDocument>, key };
  }
}
