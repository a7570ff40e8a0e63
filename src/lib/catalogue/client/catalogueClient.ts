import { CLOCK_HEADER, injectedClockHeader } from '@storefront/clock';
import { keepShared } from '../../cache/deepFreeze.ts';
import { derivedOnce } from '../../cache/derivedOnce.ts';
import type {
  calendars,
  cityList,
  collectionSections,
  currencyList,
  getTourGroup,
  inventories,
  listBy,
  listCategories,
  listCollections,
  listReviews,
  ratingsOfUid,
  searchTourGroups,
} from '@storefront/catalogue/answers';
import { extraCalls } from './extraCalls.ts';
import { placeCalls } from './placeCalls.ts';
import { answerCache, type AnswerCache } from './responseCache.ts';
import { POLICY, type Params, type RequestContext } from './callTypes.ts';
import { addCacheTags, markDegraded } from '../../cache/requestScope.ts';
import { catalogueTags } from './catalogueTags.ts';
import { countUpstreamCall } from '../../metrics/upstreamCalls.ts';
import type { ClientTransport } from './transport.ts';
import { logger } from '../../log/logger.ts';

const log = logger('catalogue');

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
export type TourGroup = Answer<typeof getTourGroup>;
export type TourGroupList = Answer<typeof listBy>;
export type TourGroupSearch = Answer<typeof searchTourGroups>;
export type CalendarAnswer = { tourGroupId: number } & Answer<typeof calendars>[string];
export type InventoriesAnswer = Answer<typeof inventories>;
export type ReviewsAnswer = Answer<typeof listReviews>;
export type CollectionsAnswer = Answer<typeof listCollections>;
export type CollectionSections = Answer<typeof collectionSections>;
export type CategoriesAnswer = Answer<typeof listCategories>;
export type CurrencyListAnswer = Answer<typeof currencyList>;
export type CityListAnswer = Answer<typeof cityList>;
export type RatingsAnswer = Answer<typeof ratingsOfUid>;

export { POLICY, type Params, type RequestContext } from './callTypes.ts';

export interface ClientOptions {
  transport: ClientTransport;
  timeoutMs: number;
  cache?: AnswerCache;
  log?: (message: string, context: Record<string, unknown>) => void;
}

export function toQuery(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

// A kept answer (frozen) comes from one call (its cache key): its tags are scanned once.
const answerTags = new WeakMap<object, string[]>();
const tagsOf = (path: string, params: Params, answer: unknown): string[] =>
  derivedOnce(answerTags, answer, (kept) => catalogueTags(path, params, kept));

/**
 * The typed catalogue client the pages use (spec 000 §7 and §8): missing ids are logged and give
 * null or empty; failures are logged with context and give undefined, except the calendar, which
 * rethrows; every call has a timeout; answers are cached per kind with TTL and SWR.
 */
export function createCatalogueClient({
  transport,
  timeoutMs,
  cache = answerCache(1000),
  log = defaultLog,
}: ClientOptions) {
  async function call<T>(
    path: string,
    params: Params,
    kind: keyof typeof POLICY,
    context: RequestContext,
    rethrow = false,
  ): Promise<T | undefined> {
    const pathWithQuery = `${path}${toQuery(params)}`;
    if (context.fault && (context.fault === '*' || path.includes(context.fault))) {
      const error = new Error(`catalogue ${path} failed: injected fault '${context.fault}'`);
      log('catalogue call failed', { path: pathWithQuery, error });
      markDegraded();
      if (rethrow) throw error;
      return undefined;
    }
    // A test's clock (CLOCK_INJECTION=1): answered on it, never kept nor taken from the cache.
    const clock = injectedClockHeader();
    // Throws on a failure: callers sharing one load (the cache's single flight) each see it, so each
    // request logs it and marks its own page degraded; a failed background refresh keeps the stale answer.
    const load = async (): Promise<T> => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (context.cookie) headers['cookie'] = context.cookie;
      if (context.channel) headers['x-channel'] = context.channel;
      if (clock) headers[CLOCK_HEADER] = clock;
      countUpstreamCall('catalogue');
      const response = await transport(pathWithQuery, headers, AbortSignal.timeout(timeoutMs));
      if (!response.ok)
        throw new Error(`catalogue answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      // Shared by every request that asks the same call while it is cached: frozen (deepFreeze).
      return keepShared((await response.json()) as T);
    };
    let answer: T | undefined;
    try {
      // The channel changes prices and availability, so it is part of the cache key.
      answer =
        clock === undefined
          ? ((await cache.load(`${context.channel ?? ''}|${pathWithQuery}`, POLICY[kind], load)) as
              T | undefined)
          : await load();
    } catch (error) {
      log('catalogue call failed', { path: pathWithQuery, error });
      // A 4xx is an answer (an unknown id), not an upstream failure: the page is not degraded.
      if (!(error instanceof Error && /^catalogue answered 4/.test(error.message))) markDegraded();
      if (rethrow) throw new Error(`catalogue ${path} failed`, { cause: error });
      return undefined;
    }
    // What the page cache needs of this call (docs/page-cache.md): its tags, or that a part degraded.
    if (answer !== undefined) addCacheTags(...tagsOf(path, params, answer));
    return answer;
  }
  const missing = (what: string, value: unknown): void => {
    log(`missing required ${what}`, { value });
  };

  return {
    ...extraCalls(call, missing),
    ...placeCalls(call, missing),
    async getTourGroup(
      tgid: number | undefined,
      p: { language?: string; currency?: string } = {},
      ctx: RequestContext = {},
    ) {
      if (!tgid) return (missing('tgid', tgid), null);
      return call<TourGroup>(`/api/tours/v6/tour-groups/${tgid}/`, p, 'catalogue', ctx);
    },
    listBy(
      kind: 'collection' | 'category' | 'sub-category',
      id: number | undefined,
      p: Params = {},
      ctx: RequestContext = {},
    ) {
      if (!id) return Promise.resolve((missing(`${kind} id`, id), null));
      return call<TourGroupList>(
        `/api/tours/v6/tour-groups/list-by/${kind}/${id}/`,
        { limit: 100, ...p },
        'catalogue',
        ctx,
      );
    },
    /**
     * Products whose name has every word of `q` (normalised by `rules/search/searchQuery.ts`), in
     * `language`, narrowed to `city`; without `q`, the most popular ones. At most `limit` (≤ 50).
     */
    searchTourGroups(p: Params & { q?: string | undefined }, ctx: RequestContext = {}) {
      return call<TourGroupSearch>('/api/v1/tour-groups/search', { limit: 20, ...p }, 'catalogue', ctx);
    },
    getCollections(ids: readonly number[], p: Params = {}, ctx: RequestContext = {}) {
      return call<CollectionsAnswer>('/api/tours/v1/collection/', { ...p, ids }, 'catalogue', ctx);
    },
    getCollectionSections(id: number | undefined, p: Params = {}, ctx: RequestContext = {}) {
      if (!id) return Promise.resolve((missing('collection id', id), null));
      return call<CollectionSections>(`/api/tours/v1/collection/${id}/sections/`, p, 'catalogue', ctx);
    },
    getCategories(p: Params = {}, ctx: RequestContext = {}) {
      return call<CategoriesAnswer>('/api/v2/category/', p, 'catalogue', ctx);
    },
    /** Rethrows on failure (spec 000 §8): the calendar island shows its own error state. */
    async getCalendar(tgid: number | undefined, p: Params = {}, ctx: RequestContext = {}) {
      if (!tgid) return (missing('tgid', tgid), null);
      return call<CalendarAnswer>(`/api/v7/tour-groups/${tgid}/calendar/`, p, 'calendar', ctx, true);
    },
    getInventories(tgids: readonly number[], p: Params = {}, ctx: RequestContext = {}) {
      if (tgids.length === 0) return Promise.resolve((missing('tgids', tgids), null));
      return call<InventoriesAnswer>(
        '/api/v7/tour-groups/inventories/',
        { ...p, 'tour-group-ids': tgids.join(',') },
        'inventory',
        ctx,
      );
    },
    getReviews(tgid: number | undefined, p: Params = {}, ctx: RequestContext = {}) {
      if (!tgid) return Promise.resolve((missing('tgid', tgid), null));
      return call<ReviewsAnswer>(`/api/v6/tour-groups/${tgid}/reviews/`, { limit: 10, ...p }, 'reviews', ctx);
    },
    getCurrencyList(ctx: RequestContext = {}) {
      return call<CurrencyListAnswer>('/api/v1/currency/list/', {}, 'reference', ctx);
    },
    getCities(p: Params = {}, ctx: RequestContext = {}) {
      return call<CityListAnswer>('/api/tours/v2/city/list', p, 'reference', ctx);
    },
    getRatings(uid: string | undefined, ctx: RequestContext = {}) {
      if (!uid) return Promise.resolve((missing('uid', uid), null));
      return call<RatingsAnswer>('/api/ratings', { uid }, 'catalogue', ctx);
    },
    /** Answers `{}` on any failure (spec 001 §7). */
    async getBannerDescriptors(uid: string | undefined, language: string, ctx: RequestContext = {}) {
      if (!uid) return (missing('uid', uid), {});
      const path = `/api/prismic/get-banner-descriptors/${encodeURIComponent(uid)}/${language}/`;
      return (await call<Record<string, unknown>>(path, {}, 'catalogue', ctx)) ?? {};
    },
  };
}

export type CatalogueClient = ReturnType<typeof createCatalogueClient>;

/** A failed or malformed call as one structured line: its path, the upstream, the error (`err`). */
function defaultLog(message: string, context: Record<string, unknown>) {
  const { error, ...fields } = context;
  log.error({ upstream: 'catalogue', ...fields, ...(error === undefined ? {} : { err: error }) }, message);
}
