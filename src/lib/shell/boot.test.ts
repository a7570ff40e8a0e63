// @vitest-environment happy-dom
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $consent } from '../stores/consent';
import { startShell } from './boot';

const page = (consent: string): void => {
  document.body.innerHTML = `<button data-scroll-top hidden></button><script type="application/json" id="app-state">${JSON.stringify(
    {
      app: {
        isMobile: false,
        host: 'colosseum.localhost',
        isDev: false,
        initialCurrency: 'EUR',
        isPageLoaded: false,
        uid: 'colosseum-rome-tickets.com',
        isSidenavScroll: false,
        isBot: false,
        language: 'en',
        isPillBarSticky: false,
      },
      pageMeta: {
        city: 'ROME',
        country: 'IT',
        language: 'en',
        pageTitle: 'Colosseum',
        collectionId: '',
        collectionName: '',
        mbName: 'Colosseum',
        pageType: 'default',
        analyticsPageType: 'Content Page',
      },
      lazyLoadOverride: false,
      consent,
    },
  )}</script>`;
};

afterEach(() => cleanStores($consent));

describe('the shell, started after the page has loaded', () => {
  it('takes the consent the page was rendered with', () => {
    page('necessary.analytics');
    startShell(document);
    expect($consent.get()).toEqual({ analytics: true, marketing: false });
  });

  it('keeps a choice made in the banner before it started', () => {
    page('');
    $consent.set({ analytics: true, marketing: true });
    startShell(document);
    expect($consent.get()).toEqual({ analytics: true, marketing: true });
  });
});
