import type { CatalogueChange } from '../rules/revalidate/catalogueEvent';
import { SITE_SETTINGS_TYPE, SITE_WIDE_TYPES } from '../rules/revalidate/siteWideTypes';
import {
  cacheTagForCity,
  cacheTagForCollection,
  cacheTagForDocument,
  cacheTagForSite,
  cacheTagForTgid,
  cacheTagForType,
  onInvalidation,
  publishInvalidation,
  type Invalidation,
} from './cacheTags';

/**
 * What drops what: the one place that answers "what does a publish drop?" (issue 23 §3). Every change
 * becomes cache tags on the one bus (`cacheTags.ts`): a content publication (the webhook, the local
 * repository's watcher), a catalogue event (POST /api/catalogue-events) and a peer's broadcast alike.
 * Each cache subscribes by tag through `dropOn` with its rule from `DROPS` below:
 *
 * | cache                                   | dropped by                                                          |
 * | --------------------------------------- | ------------------------------------------------------------------- |
 * | the page cache (memory and Redis)       | any tag its pages carry (`doc:`, `type:`, `site:`, `tgid:`, …), all |
 * | the content client (its ref and answers)| any content tag, all: the next call asks for the new master ref     |
 * | the private repository (promo codes)    | any content tag, all: its folder is read again                      |
 * | the microsite list                      | `type:site_settings`, all                                           |
 * | the page chrome (headers, footers, nav) | its documents' `doc:`, its `site:`, nav page `type:` tags, all     |
 * | catalogue answers (memory and Redis)    | the `tgid:`, `collection:` and `city:` tags their keys name, all    |
 */

/** What a publication touched: document ids and, where known, their types and uids; `everything` when it cannot be narrowed. */
export interface ContentChange {
  ids: readonly string[];
  types: readonly string[];
  uids: readonly string[];
  /** Ids the repository no longer answers (deleted, unpublished): their type is unknown. */
  unknownIds: readonly string[];
  everything: boolean;
}

export type { CatalogueChange, Invalidation };

/**
 * The tags a content change invalidates: every touched document and type, and the sites (`site:<uid>`)
 * when a site-wide document (settings, header, footer, whose uid is the domain) is among them; `'all'` when
 * the change could not be narrowed down or a document vanished (its type, and so the pages that listed
 * it, are unknown).
 * @example contentChangeTags({ ids: ['a'], types: ['microsite'], uids: [], unknownIds: [], everything: false }) → ['doc:a', 'type:microsite']
 */
export function contentChangeTags(change: ContentChange): string[] | 'all' {
  if (change.everything || change.unknownIds.length > 0) return 'all';
  const siteWide = change.types.some((type) => SITE_WIDE_TYPES.includes(type));
  return [
    ...new Set([
      ...change.ids.map(cacheTagForDocument),
      ...change.types.map(cacheTagForType),
      ...(siteWide ? change.uids.map(cacheTagForSite) : []),
    ]),
  ];
}

/**
 * The tags a catalogue change invalidates.
 * @example catalogueChangeTags({ tgids: [4040], collectionIds: [17], cityCodes: ['ROME'] }) → ['tgid:4040', 'collection:17', 'city:ROME']
 */
export function catalogueChangeTags(change: CatalogueChange): string[] {
  return [
    ...change.tgids.map(cacheTagForTgid),
    ...change.collectionIds.map(cacheTagForCollection),
    ...change.cityCodes.map(cacheTagForCity),
  ];
}

/** A content publication, in this process: its tags on the bus. */
export const invalidateContent = (change: ContentChange): void =>
  publishInvalidation(contentChangeTags(change));

/** A catalogue event, in this process: its tags on the bus. */
export const invalidateCatalogue = (change: CatalogueChange): void =>
  publishInvalidation(catalogueChangeTags(change));

const CONTENT_TAG = /^(doc|type|site):/;
const CATALOGUE_TAG = /^(tgid|collection|city):/;

/** The tags of an invalidation, or 'all'. */
const tagsOf = (invalidation: Invalidation): readonly string[] | 'all' =>
  'all' in invalidation ? 'all' : invalidation.tags;

/** Each cache's rule: whether an invalidation drops (something of) it. */
export const DROPS = {
  /** The content client and the private repository: any content tag. */
  content: (tags: readonly string[] | 'all') => tags === 'all' || tags.some((tag) => CONTENT_TAG.test(tag)),
  /** The microsite list: a published `site_settings`. */
  sites: (tags: readonly string[] | 'all') =>
    tags === 'all' || tags.includes(cacheTagForType(SITE_SETTINGS_TYPE)),
  /** Catalogue answers: any catalogue tag (which answers, by the tags their keys name: `answerTags`). */
  catalogue: (tags: readonly string[] | 'all') =>
    tags === 'all' || tags.some((tag) => CATALOGUE_TAG.test(tag)),
} as const;

/**
 * Subscribes a cache to the bus with its rule; `drop` gets the invalidation's tags (or 'all'). Returns the
 * function that unsubscribes.
 * @example dropOn(DROPS.sites, () => sites.invalidate())
 */
export function dropOn(
  rule: (tags: readonly string[] | 'all') => boolean,
  drop: (tags: readonly string[] | 'all') => void,
): () => void {
  return onInvalidation((invalidation) => {
    const tags = tagsOf(invalidation);
    if (rule(tags)) drop(tags);
  });
}
