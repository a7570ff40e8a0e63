import { cleanStores } from 'nanostores';
import { $consent, loadConsent } from './consent';
import { afterEach, describe, expect, it } from 'vitest';
import { $pageMeta, $serverConsent, hydrateAppState, loadAppState, type AppStateSnapshot } from './app';

const snapshot: AppStateSnapshot = {
  app: {
    isMobile: false,
    host: 'colosseum.localhost:4321',
    isDev: false,
    initialCurrency: 'EUR',
    isPageLoaded: false,
    uid: 'colosseum-rome-tickets.com',
    isSidenavScroll: false,
    isBot: true,
    language: 'ar',
    isPillBarSticky: false,
  },
  pageMeta: {
    city: 'ROME',
    country: 'IT',
    language: 'ar',
    pageTitle: 'Colosseum',
    collectionId: '1001',
    collectionName: '',
    mbName: 'Colosseum Rome Tickets',
    pageType: 'default',
    analyticsPageType: 'Content Page',
  },
  lazyLoadOverride: true,
};

afterEach(() => cleanStores($pageMeta, $serverConsent));

describe('app state', () => {
  it('loads the server snapshot into the stores', () => {
    expect(hydrateAppState(JSON.stringify(snapshot))).toBe(true);
    expect($pageMeta.get()).toMatchObject({ city: 'ROME', analyticsPageType: 'Content Page' });
  });
  it('ignores a missing, unreadable or malformed snapshot', () => {
    expect(hydrateAppState(null)).toBe(false);
    expect(hydrateAppState('{')).toBe(false);
    expect(hydrateAppState(JSON.stringify({ ...snapshot, app: { uid: 1 } }))).toBe(false);
    expect(hydrateAppState(JSON.stringify({ ...snapshot, app: { ...snapshot.app, isBot: 'yes' } }))).toBe(
      false,
    );
    expect(hydrateAppState(JSON.stringify({ ...snapshot, lazyLoadOverride: 1 }))).toBe(false);
    expect(hydrateAppState('null')).toBe(false);
  });
  it('keeps only the known keys', () => {
    hydrateAppState(JSON.stringify({ ...snapshot, pageMeta: { ...snapshot.pageMeta, injected: '<b>' } }));
    expect(Object.keys($pageMeta.get())).not.toContain('injected');
  });
  it("loads the document's #app-state once, whoever asks first (the shell or an island)", () => {
    const element = { textContent: JSON.stringify(snapshot) };
    let reads = 0;
    const root = {
      getElementById: (id: string) => (id === 'app-state' ? ((reads += 1), element) : null),
    } as unknown as Document;
    loadAppState(root);
    loadAppState(root);
    expect(reads).toBe(1);
    expect($pageMeta.get().mbName).toBe('Colosseum Rome Tickets');
  });
});

describe('the consent the page was rendered with (issue 20 §1: the cookie is read once, by the server)', () => {
  it('comes from #app-state into the store', () => {
    expect(hydrateAppState(JSON.stringify({ ...snapshot, consent: 'necessary.analytics' }))).toBe(true);
    expect($serverConsent.get()).toBe('necessary.analytics');
    expect(loadConsent($serverConsent.get())).toEqual({ analytics: true, marketing: false });
    expect($consent.get()).toEqual({ analytics: true, marketing: false });
  });
  it('is no choice at all when the page carries none', () => {
    hydrateAppState(JSON.stringify(snapshot));
    expect($serverConsent.get()).toBe('');
    expect(loadConsent($serverConsent.get())).toBeUndefined();
    expect($consent.get()).toBeUndefined();
  });
});
