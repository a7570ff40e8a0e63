import type { CatalogueChange } from './catalogueChanges';
import { onCatalogueChange } from './catalogueChanges';
import {
  cacheTagForCity,
  cacheTagForCollection,
  cacheTagForDocument,
  cacheTagForTgid,
  cacheTagForType,
  publishInvalidation,
} from './cacheTags';
import { onContentChange, type ContentChange } from './contentChanges';

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

/**
 * The tags a content change invalidates: every touched document and type; `'all'` when the change could
 * not be narrowed down or a document vanished (its type, and so the pages that listed it, are unknown).
 * @example contentChangeTags({ ids: ['a'], types: ['microsite'], uids: [], unknownIds: [], everything: false }) → ['doc:a', 'type:microsite']
 */
export function contentChangeTags(change: ContentChange): string[] | 'all' {
  if (change.everything || change.unknownIds.length > 0) return 'all';
  return [
    ...new Set([
      ...change.ids.map(cacheTagForDocument),
      ...change.unknownIds.map(cacheTagForDocument),
      ...change.types.map(cacheTagForType),
    ]),
  ];
}

export interface CacheTagWiringDeps {
  onContent?: typeof onContentChange;
  onCatalogue?: typeof onCatalogueChange;
  publish?: typeof publishInvalidation;
}

/**
 * Forwards the in-process change buses to the process-wide tag bus; returns the function that stops it.
 * @example const stop = wireCacheTags(); // once per process, from src/middleware.ts
 */
export function wireCacheTags(deps: CacheTagWiringDeps = {}): () => void {
  const publish = deps.publish ?? publishInvalidation;
  const stopContent = (deps.onContent ?? onContentChange)((change) => publish(contentChangeTags(change)));
  const stopCatalogue = (deps.onCatalogue ?? onCatalogueChange)((change) =>
    publish(catalogueChangeTags(change)),
  );
  return () => {
    stopContent();
    stopCatalogue();
  };
}

let started = false;

/** Wires the buses once per process (idempotent: the middleware module may be evaluated more than once). */
export function startCacheTagWiring(): void {
  if (started) return;
  started = true;
  wireCacheTags();
}
