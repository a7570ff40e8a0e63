import type { Call, Params, RequestContext } from './callTypes.ts';
import type {
  collectionPois,
  experienceMedias,
  fetchAirports,
  geolocateCity,
  getVenue,
  guestCount,
  listBanners,
  listItineraries,
  listPois,
  poiDemand,
  productCards,
  qnaSections,
  searchTransfers,
  tourGroupItineraries,
  tourGroupVariants,
} from '@storefront/catalogue/answers';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
export type PoisAnswer = Answer<typeof listPois>;
export type CollectionPoisAnswer = Answer<typeof collectionPois>;
export type PoiDemandAnswer = Answer<typeof poiDemand>;
export type ItinerariesAnswer = Answer<typeof listItineraries>;
export type TourGroupItinerariesAnswer = Answer<typeof tourGroupItineraries>;
export type MediaAnswer = Answer<typeof experienceMedias>;
export type VariantsAnswer = Answer<typeof tourGroupVariants>;
export type AirportsAnswer = Answer<typeof fetchAirports>;
export type BannersAnswer = Answer<typeof listBanners>;
export type QnaSectionsAnswer = Answer<typeof qnaSections>;
export type ProductCardsAnswer = Answer<typeof productCards>;
export type GuestCountAnswer = Answer<typeof guestCount>;
export type GeolocateAnswer = Answer<typeof geolocateCity>;
export type VenueAnswer = Answer<typeof getVenue>;
export type TransferSearchAnswer = Answer<typeof searchTransfers>;

export type { Call } from './callTypes.ts';

/**
 * Points of interest, itineraries, media, variants, airports, banners, Q&A, product cards, guest
 * count and geolocation calls of the client (spec 000 §7). Missing required ids are logged and
 * answer null (empty lists answer null too) without calling the catalogue.
 */
export function extraCalls(call: Call, missing: (what: string, value: unknown) => void) {
  const none = (what: string, value: unknown) => Promise.resolve((missing(what, value), null));
  return {
    getPois(ids: readonly number[], p: Params = {}, ctx: RequestContext = {}) {
      if (ids.length === 0) return none('poi ids', ids);
      return call<PoisAnswer>('/api/v1/pois', { ...p, ids }, 'reference', ctx);
    },
    /** How busy a point of interest is: coming inventory occupancy by date and reviews by month. */
    getPoiDemand(poiId: number | undefined, p: Params = {}, ctx: RequestContext = {}) {
      if (!poiId) return none('poi id', poiId);
      return call<PoiDemandAnswer>(`/api/v1/pois/${poiId}/visitor-demand`, p, 'inventory', ctx);
    },
    /** A theatre: sections with price bands in `currency`, the shows playing there, location and hours. */
    /** Places of a city's transfers, and the transfers of a trip when `pickup`, `dropoff` and `date` are given. */
    searchTransfers(p: Params, ctx: RequestContext = {}) {
      return call<TransferSearchAnswer>('/api/v1/airport-transfers/search', p, 'inventory', ctx);
    },
    getVenue(poiId: number | undefined, p: Params = {}, ctx: RequestContext = {}) {
      if (!poiId) return none('venue id', poiId);
      return call<VenueAnswer>(`/api/v1/venues/${poiId}`, p, 'catalogue', ctx);
    },
    getCollectionPois(id: number | undefined, p: Params = {}, ctx: RequestContext = {}) {
      if (!id) return none('collection id', id);
      return call<CollectionPoisAnswer>(`/api/v1/collection/${id}/pois`, p, 'reference', ctx);
    },
    getItineraries(ids: readonly number[], p: Params = {}, ctx: RequestContext = {}) {
      if (ids.length === 0) return none('itinerary ids', ids);
      return call<ItinerariesAnswer>(
        '/api/tours/v1/experience-itineraries/',
        { ...p, ids: ids.join(',') },
        'catalogue',
        ctx,
      );
    },
    getTourGroupItineraries(tgid: number | undefined, p: Params = {}, ctx: RequestContext = {}) {
      if (!tgid) return none('tgid', tgid);
      return call<TourGroupItinerariesAnswer>(
        `/api/v6/tour-groups/${tgid}/experience-itineraries/`,
        p,
        'catalogue',
        ctx,
      );
    },
    /** `entityIds` are tour group ids (resource type MB_EXPERIENCE). */
    getExperienceMedia(entityIds: readonly number[], language = 'en', ctx: RequestContext = {}) {
      if (entityIds.length === 0) return none('entityIds', entityIds);
      const params = {
        'resource-type': 'MB_EXPERIENCE',
        'resource-entity-ids': entityIds.join(','),
        language,
      };
      return call<MediaAnswer>('/api/v1/media/', params, 'catalogue', ctx);
    },
    getVariants(tgids: readonly number[], p: Params = {}, ctx: RequestContext = {}) {
      if (tgids.length === 0) return none('tgids', tgids);
      const params = { ...p, 'tour-group-ids': tgids.join(',') };
      return call<VariantsAnswer>('/api/v7/tour-groups/variants', params, 'catalogue', ctx);
    },
    getAirports(p: Params = {}, ctx: RequestContext = {}) {
      return call<AirportsAnswer>('/api/v1/airport-transfers/fetch-airports', p, 'reference', ctx);
    },
    getBanners(p: Params = {}, ctx: RequestContext = {}) {
      return call<BannersAnswer>('/api/v2/banners/', p, 'catalogue', ctx);
    },
    getQnaSections(id: number | undefined, p: Params = {}, ctx: RequestContext = {}) {
      if (!id) return none('collection id', id);
      return call<QnaSectionsAnswer>(`/api/v2/collections/${id}/qna/sections/`, p, 'catalogue', ctx);
    },
    getProductCards(id: number | undefined, p: Params = {}, ctx: RequestContext = {}) {
      if (!id) return none('collection id', id);
      return call<ProductCardsAnswer>(`/api/v2/collections/${id}/product-cards/`, p, 'catalogue', ctx);
    },
    getGuestCount(p: Params = {}, ctx: RequestContext = {}) {
      return call<GuestCountAnswer>('/api/v1/guest-count/', p, 'catalogue', ctx);
    },
    /** By coordinates (`latitude`, `longitude`) or `country`; the answer depends only on them. */
    geolocateCity(p: Params = {}, ctx: RequestContext = {}) {
      return call<GeolocateAnswer>('/api/tours/v2/geolocate/city', p, 'reference', ctx);
    },
  };
}
