import { cacheTagForCity, cacheTagForCollection, cacheTagForTgid } from '../../cache/cacheTags.ts';
import type { Params } from './callTypes.ts';

const TGID_PATH = /\/tour-groups\/(\d{1,10})\//;
const COLLECTION_PATH = /\/collections?\/(\d{1,10})\//;
const CITY_PATH = /\/cities\/([A-Z0-9_-]{2,40})\//;
const MAX_SCANNED = 500;

const positiveInts = (value: Params[string]): number[] =>
  (Array.isArray(value) ? value : [value])
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);

/**
 * The cache tags of a catalogue answer (docs/page-cache.md, "Tags"): the product, collection and city
 * the call names in its path or parameters, and the products listed in its answer (`items` arrays up to
 * three levels deep, at most 500), so a catalogue event about any of them purges the page.
 * @example catalogueTags('/api/tours/v6/tour-groups/101/', {}, undefined) → ['tgid:101']
 * @example catalogueTags('/api/v2/category/', { city: 'ROME' }, undefined) → ['city:ROME']
 */
export function catalogueTags(path: string, params: Params, answer: unknown): string[] {
  const tags = new Set<string>();
  const tgid = TGID_PATH.exec(path)?.[1];
  if (tgid) tags.add(cacheTagForTgid(Number(tgid)));
  const collection = COLLECTION_PATH.exec(path)?.[1];
  if (collection) tags.add(cacheTagForCollection(Number(collection)));
  const city = CITY_PATH.exec(path)?.[1];
  if (city) tags.add(cacheTagForCity(city));
  for (const name of ['collectionId', 'collection'])
    for (const id of positiveInts(params[name])) tags.add(cacheTagForCollection(id));
  for (const name of ['tgid', 'tgids', 'tourGroupIds'])
    for (const id of positiveInts(params[name])) tags.add(cacheTagForTgid(id));
  for (const name of ['city', 'cityCode'])
    if (typeof params[name] === 'string' && /^[A-Za-z0-9_-]{2,40}$/.test(params[name]))
      tags.add(cacheTagForCity(params[name]));
  let scanned = 0;
  const scan = (value: unknown, depth: number): void => {
    if (depth > 3 || value === null || typeof value !== 'object' || scanned >= MAX_SCANNED) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'items' && Array.isArray(child)) {
        for (const item of child) {
          if (scanned++ >= MAX_SCANNED) return;
          const id = (item as { id?: unknown } | null)?.id;
          if (typeof id === 'number' && Number.isInteger(id) && id > 0) tags.add(cacheTagForTgid(id));
        }
      } else if (typeof child === 'object') scan(child, depth + 1);
    }
  };
  scan(answer, 0);
  return [...tags];
}
