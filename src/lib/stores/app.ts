import { atom, map } from 'nanostores';

/** App state of spec 000 §3, rendered by the server into the page and read by islands. */
export interface AppState {
  isMobile: boolean;
  host: string;
  isDev: boolean;
  initialCurrency: string;
  isPageLoaded: boolean;
  uid: string;
  isSidenavScroll: boolean;
  isBot: boolean;
  language: string;
  isPillBarSticky: boolean;
}

export interface PageMeta {
  city: string;
  country: string;
  language: string;
  pageTitle: string;
  collectionId: string;
  collectionName: string;
  mbName: string;
  pageType: string;
  /** The spec's analytics page type (`Show Page`, `Collection`, …), sent with every event. */
  analyticsPageType: string;
}

export interface AppStateSnapshot {
  app: AppState;
  pageMeta: PageMeta;
  lazyLoadOverride: boolean;
  /**
   * The visitor's consent as the server read it from the request context (issue 20 §1: one reading of
   * the cookie; a cached page is keyed by it), `necessary.analytics…`, or '' before any choice.
   */
  consent?: string;
}

const APP_DEFAULTS: AppState = {
  isMobile: false,
  host: '',
  isDev: false,
  initialCurrency: '',
  isPageLoaded: false,
  uid: '',
  isSidenavScroll: false,
  isBot: false,
  language: 'en',
  isPillBarSticky: false,
};

const PAGE_META_DEFAULTS: PageMeta = {
  city: '',
  country: '',
  language: 'en',
  pageTitle: '',
  collectionId: '',
  collectionName: '',
  mbName: '',
  pageType: '',
  analyticsPageType: '',
};

/**
 * Whether a value has every key of the defaults with the same primitive type. Hand-written rather
 * than a schema library: this runs in the browser on every page, where each kilobyte counts.
 */
function sameShape<T extends object>(value: unknown, defaults: T): value is T {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(defaults).every(([key, fallback]) => typeof record[key] === typeof fallback);
}

/** Whether a parsed value is a complete app-state snapshot. */
export function isAppStateSnapshot(value: unknown): value is AppStateSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    sameShape(record['app'], APP_DEFAULTS) &&
    sameShape(record['pageMeta'], PAGE_META_DEFAULTS) &&
    typeof record['lazyLoadOverride'] === 'boolean'
  );
}

export const APP_STATE_ELEMENT_ID = 'app-state';

/**
 * The page's meta for analytics events (the shell's page view, the consent banner's on a grant). The
 * rest of the snapshot (spec 000 §3's app state) is rendered for any island that needs it; none reads
 * it in the browser today, so it has no store (issue 23 §4: no store that nobody reads).
 */
export const $pageMeta = map<PageMeta>({ ...PAGE_META_DEFAULTS });

/**
 * Loads the server's snapshot into the stores; a malformed snapshot is ignored (the defaults stay).
 * @example hydrateAppState('{"app":{…},"pageMeta":{…},"lazyLoadOverride":false}') === true
 */
export function hydrateAppState(json: string | null | undefined): boolean {
  if (!json) return false;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return false;
  }
  if (!isAppStateSnapshot(value)) return false;
  $pageMeta.set({ ...PAGE_META_DEFAULTS, ...pick(value.pageMeta, PAGE_META_DEFAULTS) });
  const consent = (value as { consent?: unknown }).consent;
  $serverConsent.set(typeof consent === 'string' ? consent : '');
  return true;
}

let loadedFrom: Document | undefined;

/**
 * Loads the page's app state (the `#app-state` JSON the server rendered) into the stores, once per
 * document: the shell and any island that hydrates before it call this.
 */
export function loadAppState(root: Document = document): void {
  if (loadedFrom === root) return;
  loadedFrom = root;
  hydrateAppState(root.getElementById(APP_STATE_ELEMENT_ID)?.textContent);
}

/** The consent the page was rendered with (`AppStateSnapshot.consent`), '' when none or unknown. */
export const $serverConsent = atom<string>('');

/** Only the known keys, so that nothing unexpected in the page's JSON reaches the stores. */
function pick<T extends object>(value: T, defaults: T): T {
  return Object.fromEntries(Object.keys(defaults).map((key) => [key, value[key as keyof T]])) as T;
}
