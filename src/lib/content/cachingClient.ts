import {
  NotFoundError,
  type Client,
  type ClientConfig,
  type PrismicDocument,
  type Query,
} from '@prismicio/client';
import { Cache } from '../cache/cache';
import { layerOff } from '../cache/cacheLayers';
import { keepShared } from '../cache/deepFreeze';
import { addCacheTags } from '../cache/requestScope';
import { queriedTags } from './contentFetch';
import { PageIdentityClient } from './pageIdentityClient';

type GetParams = Parameters<Client['get']>[0];

/**
 * Parsed answers of content queries by their ref and parameters, with the page cache's tags of each
 * query. What a ref answers never changes (a publication makes a new ref), so an answer is reused for as
 * long as memory allows, without any invalidation (docs/page-cache.md, "Content answers"): a
 * configuration of the cache primitive bounded by entries and by characters of JSON. The answers are
 * frozen: every request shares the same objects, and code that tried to change one would throw instead
 * of changing another visitor's page.
 * @example const answers = contentAnswers(100, 1e6); answers.count === 0
 */
export type ContentAnswers = Cache<Query>;

export const contentAnswers = (
  maxEntries: number,
  maxBytes: number,
  off: boolean | (() => boolean) = false,
): ContentAnswers => new Cache<Query>({ maxEntries, maxBytes, off });

/**
 * 50,000 answers or 32 M characters of JSON, whichever comes first. The bound by count only stops a flood
 * of tiny answers: the nine demo sites alone ask 2,654 distinct queries (most of them the small "no such
 * uid" answers of page-kind recognition), and an LRU smaller than what a cold crawl asks in a cycle
 * keeps nothing for it (issue 25: with 2,000, every query of a cold pass over the demo was asked again).
 */
export const SHARED_ANSWERS_MAX_ENTRIES = 50_000;
export const sharedAnswers = contentAnswers(SHARED_ANSWERS_MAX_ENTRIES, 32 * 1024 * 1024, () =>
  layerOff('content'),
);

/**
 * The content client (a PageIdentityClient: the real @prismicio/client Client reading uids as page
 * identities), keeping the parsed answers of its queries (`get`, and `getFirst`
 * that `getByUID`, `getSingle` and `getByID` go through; `dangerouslyGetAll` pages through `get`). A
 * listing asks the same dozen queries on every render: they are answered from memory without building a
 * Response, decoding and parsing the same JSON again, or even building the query URL: the key is the
 * master ref (the client's own 5-second cache of the repository's root) and the query's parameters. A
 * client told to read another ref (a release, a preview) keeps nothing. The page cache's tags of a query
 * are recorded on every use, kept or not.
 */
export class CachingClient extends PageIdentityClient {
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
    const known = this.#answers.entry(key);
    if (known) {
      if (known.tags.length > 0) addCacheTags(...known.tags);
      return { query: known.value as Query<TDocument>, key };
    }
    // The ref of the key, even if the master ref moves on while this query runs.
    const pinned = { ...params, ref };
    const answer = await super.get<TDocument>(pinned);
    const kept = keepShared(answer);
    const tags = queriedTags(await this.buildQueryURL(pinned));
    this.#answers.set(key, kept, tags, JSON.stringify(answer).length);
    return { query: kept, key };
  }
}
