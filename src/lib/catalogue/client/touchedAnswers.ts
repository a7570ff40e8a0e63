import type { CatalogueChange } from '../../cache/catalogueChanges.ts';

/** Query parameters that name tour groups, collections or cities in the client's calls. */
const TGID_PARAMS = new Set(['tgid', 'tgids', 'tour-group-id', 'tour-group-ids', 'tourGroupId']);
const COLLECTION_PARAMS = new Set(['collection', 'collection-id', 'collection-ids', 'collectionId']);
const CITY_PARAMS = new Set(['city', 'cityCode', 'city-code']);
/** Path segments followed by the id they name. */
const TGID_PATH = /\/tour-groups\/(\d+)(?:\/|$)/;
const COLLECTION_PATH = /\/(?:collections?|list-by\/collection)\/(\d+)(?:\/|$)/;
const CITY_PATH = /\/(?:cities|city)\/([A-Za-z_]+)(?:\/|$)/;

function named(params: URLSearchParams, names: ReadonlySet<string>): string[] {
  const values: string[] = [];
  for (const [name, value] of params) {
    if (names.has(name.replace(/\[\]$/, ''))) values.push(...value.split(','));
  }
  return values.map((value) => value.trim());
}

/**
 * Whether a cached catalogue answer (its cache key: `<channel>|<path><query>`) names an entity of the
 * change: the tour group, collection or city in its path or in a parameter naming it. Answers that embed
 * a product without naming it (a category's list, banners) are not found this way: the catalogue names
 * the product's collections and city in the same event, and those lists are keyed by them.
 * @example catalogueAnswerTouched('|/api/tours/v6/tour-groups/4040/?currency=EUR', { tgids: [4040], collectionIds: [], cityCodes: [] }) === true
 */
export function catalogueAnswerTouched(key: string, change: CatalogueChange): boolean {
  const url = new URL(key.slice(key.indexOf('|') + 1), 'http://catalogue.invalid');
  const path = url.pathname;
  const tgids = new Set(change.tgids.map(String));
  const collections = new Set(change.collectionIds.map(String));
  const cities = new Set(change.cityCodes.map((code) => code.toUpperCase()));
  const inPath = (pattern: RegExp, ids: ReadonlySet<string>, upper = false) => {
    const found = pattern.exec(path)?.[1];
    return found !== undefined && ids.has(upper ? found.toUpperCase() : found);
  };
  if (inPath(TGID_PATH, tgids) || inPath(COLLECTION_PATH, collections) || inPath(CITY_PATH, cities, true))
    return true;
  const params = url.searchParams;
  // getCollections(ids) asks /collection/?ids=…: there `ids` are collection ids.
  const collectionIds = /\/collection\/$/.test(path)
    ? [...named(params, COLLECTION_PARAMS), ...named(params, new Set(['ids']))]
    : named(params, COLLECTION_PARAMS);
  return (
    named(params, TGID_PARAMS).some((id) => tgids.has(id)) ||
    collectionIds.some((id) => collections.has(id)) ||
    named(params, CITY_PARAMS).some((code) => cities.has(code.toUpperCase()))
  );
}
