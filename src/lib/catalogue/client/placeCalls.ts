import type { Call, Params, RequestContext } from './callTypes.ts';
import type { getCity, listReviews, nearbyCities, topCollections } from '@storefront/catalogue/answers';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
export type CityAnswer = Answer<typeof getCity>;
export type NearbyCitiesAnswer = Answer<typeof nearbyCities>;
export type TopCollectionsAnswer = Answer<typeof topCollections>;
export type ScopedReviewsAnswer = Answer<typeof listReviews>;

const CITY_CODE = /^[A-Z0-9_-]{2,40}$/i;

/**
 * City, nearby-city, top-collection and collection/category review calls (spec 000 §7). A missing
 * or malformed city code or id is logged and answers null without calling the catalogue.
 */
export function placeCalls(call: Call, missing: (what: string, value: unknown) => void) {
  const none = (what: string, value: unknown) => Promise.resolve((missing(what, value), null));
  return {
    getCity(code: string | undefined, language = 'en', ctx: RequestContext = {}) {
      if (!code || !CITY_CODE.test(code)) return none('city code', code);
      return call<CityAnswer>(`/api/tours/v3/cities/${code.toUpperCase()}/`, { language }, 'reference', ctx);
    },
    getNearbyCities(code: string | undefined, language = 'en', ctx: RequestContext = {}) {
      if (!code || !CITY_CODE.test(code)) return none('city code', code);
      const path = `/api/v2/city/${code.toUpperCase()}/nearby-cities`;
      return call<NearbyCitiesAnswer>(path, { language }, 'reference', ctx);
    },
    /** Top collections of a city, optionally of a category or sub-category. */
    getTopCollections(p: Params = {}, ctx: RequestContext = {}) {
      return call<TopCollectionsAnswer>('/api/v1/collection/top/list/', p, 'catalogue', ctx);
    },
    getCollectionReviews(id: number | undefined, p: Params = {}, ctx: RequestContext = {}) {
      if (!id) return none('collection id', id);
      return call<ScopedReviewsAnswer>(
        `/api/v2/collections/${id}/reviews`,
        { limit: 10, ...p },
        'reviews',
        ctx,
      );
    },
    /** Reviews of a category or sub-category in a city. */
    getCityCategoryReviews(
      cityCode: string | undefined,
      kind: 'categories' | 'subcategories',
      id: number | undefined,
      p: Params = {},
      ctx: RequestContext = {},
    ) {
      if (!cityCode || !CITY_CODE.test(cityCode)) return none('city code', cityCode);
      if (!id) return none(`${kind} id`, id);
      const path = `/api/v3/cities/${cityCode.toUpperCase()}/${kind}/${id}/reviews`;
      return call<ScopedReviewsAnswer>(path, { limit: 10, ...p }, 'reviews', ctx);
    },
  };
}
