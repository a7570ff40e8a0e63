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
 * The entities a cached catalogue answer (its cache key: `<channel>|<path><query>`) names, as cache tags:
 * the tour group, collection or city in its path, and in the parameters naming them. Answers that embed a
 * product without naming it (a category's list, banners) are not found this way: the catalogue names the
 * product's collections and city in the same event, and those lists are keyed by them.
 * @example answerTags('|/api/tours/v6/tour-groups/4040/?city=rome') → ['tgid:4040', 'city:ROME']
 */
export function answerTags(key: string): string[] {
  const url = new URL(key.slice(key.indexOf('|') + 1), 'http://catalogue.invalid');
  const path = url.pathname;
  const params = url.searchParams;
  const tgids = named(params, TGID_PARAMS);
  const tgidInPath = TGID_PATH.exec(path)?.[1];
  if (tgidInPath !== undefined) tgids.push(tgidInPath);
  // getCollections(ids) asks /collection/?ids=…: there `ids` are collection ids.
  const collections = /\/collection\/$/.test(path)
    ? [...named(params, COLLECTION_PARAMS), ...named(params, new Set(['ids']))]
    : named(params, COLLECTION_PARAMS);
  const collectionInPath = COLLECTION_PATH.exec(path)?.[1];
  if (collectionInPath !== undefined) collections.push(collectionInPath);
  const cities = named(params, CITY_PARAMS);
  const cityInPath = CITY_PATH.exec(path)?.[1];
  if (cityInPath !== undefined) cities.push(cityInPath);
  return [
    ...new Set([
      ...tgids.map((id) => `tgid:${id}`),
      ...collections.map((id) => `collection:${id}`),
      ...cities.map((code) => `city:${code.toUpperCase()}`),
    ]),
  ];
}

/**
 * Whether a cached catalogue answer names an entity of an invalidation (`answerTags` meets its tags).
 * @example answerTouched('|/api/tours/v6/tour-groups/4040/?currency=EUR', new Set(['tgid:4040'])) === true
 */
export function answerTouched(key: string, tags: ReadonlySet<string>): boolean {
  return answerTags(key).some((tag) => tags.has(tag));
}
