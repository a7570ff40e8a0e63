import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one render used, gathered while it runs (docs/page-cache.md): the cache tags of the documents,
 * products, collections and cities it showed, the experiments whose variant it read, and whether a part
 * degraded (a failed upstream call).
 */
export interface RenderScope {
  tags: Set<string>;
  /** The experiments the render read (the page cache keys the URL by these alone). */
  experiments: Set<string>;
  degraded: boolean;
}

// One store per process, shared by the page cache in the Node listener and the render pipeline.
const KEY = Symbol.for('storefront.renderScope');
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RenderScope> };
const storage: AsyncLocalStorage<RenderScope> = (holder[KEY] ??= new AsyncLocalStorage<RenderScope>());

/** Runs a render inside a fresh scope and returns both its result and the scope. */
export async function withRenderScope<T>(
  render: () => Promise<T>,
): Promise<{ result: T; scope: RenderScope }> {
  const scope: RenderScope = { tags: new Set(), experiments: new Set(), degraded: false };
  const result = await storage.run(scope, render);
  return { result, scope };
}

/** Adds cache tags to the current render (no-op outside one, e.g. in tests or scripts). */
export function addCacheTags(...tags: readonly string[]): void {
  const scope = storage.getStore();
  if (scope) for (const tag of tags) scope.tags.add(tag);
}

/** Notes that the current render read an experiment's variant (no-op outside one). */
export function noteExperimentRead(name: string): void {
  storage.getStore()?.experiments.add(name);
}

/** Marks the current render as degraded: the page cache keeps its last good copy instead. */
export function markDegraded(): void {
  const scope = storage.getStore();
  if (scope) scope.degraded = true;
}
