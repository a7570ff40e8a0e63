/**
 * What a publication touched (docs/preview.md, "Publishing reaches visitors at once"): document ids,
 * and, where known, their types and uids. `everything` when the change cannot be narrowed down.
 */
export interface ContentChange {
  ids: readonly string[];
  types: readonly string[];
  uids: readonly string[];
  /** Ids the repository no longer answers (deleted, unpublished): their type is unknown. */
  unknownIds: readonly string[];
  everything: boolean;
}

type Listener = (change: ContentChange) => void;
const listeners = new Set<Listener>();

/** Registers a cache's invalidation; returns the function that unregisters it. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every in-process content cache what changed; each drops exactly what used it. */
export function publishContentChange(change: ContentChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      console.error(new Error('[cache] an invalidation failed', { cause: error }));
    }
  }
}

/** Whether a change may touch documents of this type (named, unknown, or everything). */
export function touchesType(change: ContentChange, type: string): boolean {
  return change.everything || change.unknownIds.length > 0 || change.types.includes(type);
}
