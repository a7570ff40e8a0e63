/** For tests of the catalogue and of its callers: a seeded `test`-scale catalogue and its router. */
export { openTestCatalogue, TEST_TARGETS, type TestTarget } from './testCatalogue.ts';
export { openTestRouter, routerOn, type RouterAnswer } from './testRouter.ts';
export type { CatalogueContext } from '../service/context.ts';
export type { CatalogueDb } from '../db/open.ts';
export { mediaFacts } from '../service/mediaFacts.ts';
export { seedCatalogue, todayUtc } from '../seed/seedCatalogue.ts';
/** The curated demo world (real attractions and shows), for tests that check the demo content against it. */
export { CURATED_COLLECTIONS, CURATED_TOUR_GROUPS } from '../seed/curated/index.ts';
export { fillPlaceholders, translatePhrase } from '../seed/curated/translations/index.ts';
export { CATEGORIES, SUB_CATEGORIES } from '../seed/reference/categories.ts';
export { CITIES, COUNTRIES } from '../seed/reference/geo.ts';
export { CITY_PHRASES } from '../seed/curated/cities/index.ts';
export { PHRASEBOOKS, SHARED_PHRASEBOOKS, translateList } from '../seed/curated/translations/index.ts';
/** The service functions behind the endpoints, for tests that read answers without HTTP. */
export { listCategories } from '../service/categories.ts';
export { getCollection } from '../service/collections.ts';
export { getCity } from '../service/places.ts';
export { getTourGroup } from '../service/tourGroups.ts';
export { getVenue } from '../service/venues.ts';
export { generateCatalogue } from '../seed/generate.ts';
export { isCityCollection } from '../seed/curated/types.ts';
export { SCALES } from '../seed/scales.ts';
