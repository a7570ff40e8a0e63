import {
  Client,
  NotFoundError,
  type ClientConfig,
  type PrismicDocument,
  type Query,
} from '@prismicio/client';
import { deepFreeze } from '../cache/deepFreeze';
import { addCacheTags } from '../cache/requestScope';
import { queriedTags } from './contentFetch';

type GetParams = Parameters<Client['get']>[0];

interface KeptQuery {
  query: Query;
  tags: readonly string[];
  size: number;
}

/**
 * Parsed answers of content queries by their URL. A query URL names its ref, and what a ref answers
 * never changes (a publication makes a new ref), so an answer is reused for as long as memory allows,
 * without any invalidation (docs/page-cache.md, "Content answers"). The answers are frozen: every
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

  get(url: string): KeptQuery | undefined {
    const kept = this.#entries.get(url);
    if (kept) {
      this.#entries.delete(url);
      this.#entries.set(url, kept);
    }
    return kept;
  }

  /** Keeps a query's answer (frozen here) and returns it; `size` is its JSON length. */
  set(url: string, query: Query, size: number): KeptQuery {
    const kept: KeptQuery = { query: deepFreeze(query), tags: queriedTags(url), size };
    if (size > this.#maxSize) return kept;
    const old = this.#entries.get(url);
    if (old) this.#size -= old.size;
    this.#entries.delete(url);
    this.#entries.set(url, kept);
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
 * Response, decoding and parsing the same JSON again. The repository's root (the current refs) is still
 * asked by the client itself, on its own 5-second cache. The page cache's tags of a query are recorded on
 * every use, kept or not.
 */
export class CachingClient extends Client {
  readonly #answers: ContentAnswers;

  constructor(repositoryNameOrEndpoint: string, config: ClientConfig, answers: ContentAnswers) {
    super(repositoryNameOrEndpoint, config);
    this.#answers = answers;
  }

  override async get<TDocument extends PrismicDocument>(params?: GetParams): Promise<Query<TDocument>> {
    const url = await this.buildQueryURL(params);
    const known = this.#answers.get(url);
    if (known) {
      if (known.tags.length > 0) addCacheTags(...known.tags);
      return known.query as Query<TDocument>;
    }
    // The same ref as the URL names, even if the master ref moved on in between.
    const ref = new URL(url).searchParams.get('ref') ?? undefined;
    const query = await super.get<TDocument>(ref ? { ...params, ref } : params);
    return this.#answers.set(url, query, JSON.stringify(query).length).query as Query<TDocument>;
  }

  override async getFirst<TDocument extends PrismicDocument>(params?: GetParams): Promise<TDocument> {
    const actual = params?.page || params?.pageSize ? params : { ...params, pageSize: 1 };
    const query = await this.get<TDocument>(actual);
    const first = query.results[0];
    if (first) return first;
    throw new NotFoundError('No documents were returned', await this.buildQueryURL(actual), undefined);
  }
}
