/**
 * The shapes of the catalogue's answers, as the type of the service function behind each endpoint (the
 * client reads `Awaited<ReturnType<typeof getTourGroup>>`, as JSON carries it). Type-only: importing this
 * brings no catalogue code into the storefront.
 */
export type { calendars, inventories } from './service/availability.ts';
export type { collectionPois, listPois } from './service/pois.ts';
export type { collectionSections, listCollections } from './service/collections.ts';
export type { currencyList, cityList, ratingsOfUid } from './service/places.ts';
export type { experienceMedias } from './service/media.ts';
export type { fetchAirports, guestCount, listBanners } from './service/placeExtras.ts';
export type { geolocateCity } from './service/geolocate.ts';
export type { getCity, nearbyCities } from './service/places.ts';
export type { getTourGroup } from './service/tourGroups.ts';
export type { getVenue } from './service/venues.ts';
export type { listBy } from './service/listBy.ts';
export type { listCategories } from './service/categories.ts';
export type { listItineraries, tourGroupItineraries } from './service/itineraries.ts';
export type { listReviews } from './service/reviews.ts';
export type { poiDemand } from './service/poiDemand.ts';
export type { productCards, qnaSections } from './service/collectionExtras.ts';
export type { searchTourGroups } from './service/search.ts';
export type { searchTransfers } from './service/transfers.ts';
export type { topCollections } from './service/collections.ts';
export type { tourGroupVariants } from './service/variantList.ts';
