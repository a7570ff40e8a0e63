import type { CatalogueChange } from '../rules/revalidate/catalogueEvent';

export type { CatalogueChange };

type Listener = (change: CatalogueChange) => void;
const listeners = new Set<Listener>();

/** Registers a cache's invalidation; returns the function that unregisters it. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener what changed; one failing listener does not stop the others. */
export function publishCatalogueChange(change: CatalogueChange): void {
  for (const listener of [...listeners]) {
    try {
      listener(change);
    } catch (error) {
      console.error(new Error('[cache] a catalogue invalidation failed', { cause: error }));
    }
  }
}
