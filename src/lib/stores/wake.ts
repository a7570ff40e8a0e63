/** The window event that wakes `client:interaction` islands by name: `detail` is the island's name. */
export const HYDRATE_EVENT = 'islands:hydrate';

/** Island names a page can wake (the value of their `client:interaction` directive). */
export type IslandName = 'toasts' | 'consent' | 'currency' | 'calendar' | 'reviews';

/**
 * Asks the named islands to hydrate now (a toast was added, a footer link reopens the consent
 * preferences); a no-op on the server.
 * @example wakeIslands('toasts')
 */
export function wakeIslands(...names: IslandName[]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(HYDRATE_EVENT, { detail: names }));
}
