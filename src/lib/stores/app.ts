import { atom, map } from 'nanostores';
import { z } from 'zod';

/** App state of spec 000 §3, rendered by the server into the page and read by islands. */
export const appStateSchema = z.object({
  app: z.object({
    isMobile: z.boolean(),
    host: z.string(),
    isDev: z.boolean(),
    initialCurrency: z.string(),
    isPageLoaded: z.boolean(),
    uid: z.string(),
    isSidenavScroll: z.boolean(),
    isBot: z.boolean(),
    language: z.string(),
    isPillBarSticky: z.boolean(),
  }),
  pageMeta: z.object({
    city: z.string(),
    country: z.string(),
    language: z.string(),
    pageTitle: z.string(),
    collectionId: z.string(),
    collectionName: z.string(),
    mbName: z.string(),
    pageType: z.string(),
  }),
  lazyLoadOverride: z.boolean(),
});

export type AppStateSnapshot = z.infer<typeof appStateSchema>;
export type AppState = AppStateSnapshot['app'];
export type PageMeta = AppStateSnapshot['pageMeta'];

export const APP_STATE_ELEMENT_ID = 'app-state';

export const $app = map<AppState>({
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
});

export const $pageMeta = map<PageMeta>({
  city: '',
  country: '',
  language: 'en',
  pageTitle: '',
  collectionId: '',
  collectionName: '',
  mbName: '',
  pageType: '',
});

/** `overrideLazyLoad` in the URL, or a bot: lazy sections render at once. */
export const $lazyLoadOverride = atom(false);

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
  const parsed = appStateSchema.safeParse(value);
  if (!parsed.success) return false;
  $app.set(parsed.data.app);
  $pageMeta.set(parsed.data.pageMeta);
  $lazyLoadOverride.set(parsed.data.lazyLoadOverride);
  return true;
}

/** Sets the page-load flags an island may wait for. */
export function markPageLoaded(isMobile: boolean): void {
  $app.setKey('isPageLoaded', true);
  $app.setKey('isMobile', isMobile);
}
