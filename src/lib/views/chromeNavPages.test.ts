import { describe, expect, it } from 'vitest';
import { navPagesOf } from './chromeNavPages';

const doc = (type: string, uid: string, lang: string, title: unknown) => ({
  type,
  uid,
  lang,
  data: { title },
});

describe('navPagesOf', () => {
  it("keeps the site's show and landing pages of the language, with the language prefix", () => {
    const documents = [
      doc('showpage', 'london.com.wicked', 'fr-fr', [{ type: 'heading1', text: 'Wicked', spans: [] }]),
      doc('microsite', 'london.com.west-end-shows', 'fr-fr', [
        { type: 'heading1', text: ' Les spectacles ' },
      ]),
      doc('showpage', 'london.com.hamilton', 'en-us', [{ type: 'heading1', text: 'Hamilton' }]),
      doc('microsite', 'london.com', 'fr-fr', [{ type: 'heading1', text: 'Accueil' }]),
      doc('showpage', 'broadway.com.wicked', 'fr-fr', [{ type: 'heading1', text: 'Wicked NY' }]),
      doc('microsite', 'london.com.untitled', 'fr-fr', []),
      doc('venue_page', 'london.com.lyceum', 'fr-fr', [{ type: 'heading1', text: 'Lyceum' }]),
    ];
    expect(navPagesOf(documents, 'london.com', 'fr')).toEqual([
      { kind: 'show', label: 'Wicked', href: '/fr/wicked/' },
      { kind: 'landing', label: 'Les spectacles', href: '/fr/west-end-shows/' },
    ]);
    expect(navPagesOf(documents, 'london.com', 'en')).toEqual([
      { kind: 'show', label: 'Hamilton', href: '/hamilton/' },
    ]);
  });
});
