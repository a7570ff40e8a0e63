import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURATED_COLLECTIONS, CURATED_TOUR_GROUPS } from '@storefront/catalogue/testing';
import { CATEGORIES, SUB_CATEGORIES } from '@storefront/catalogue/testing';
import { LocalRepository } from '../../src/lib/content/local/localRepository';
import { documentFromPrismic } from '../../src/lib/content/prismicUid';
import type { StoredDocument } from '../../src/lib/content/local/prismicDocument';
import { parseSlices } from '../../src/lib/content/slices/sliceSchemas';
import { toPrismicLocale } from '../../src/lib/i18n/languages';
import { guideItems } from '../../src/lib/views/cityPage';
import { linkUrl } from '../../src/lib/content/links';
import { previewLinkResolver } from '../../src/lib/routing/linkResolver';
import { deriveUid, parsePagePath, segmentsOfUid } from '../../src/lib/rules/routing/pagePath';
import { CITIES, COUNTRIES } from '@storefront/catalogue/testing';
import { globalSegments } from '../../src/lib/rules/routing/slugifyName';

// The demo content is the storefront's acceptance fixture (issue 7): every page type on real
// products of the curated catalogue, spread over the microsites, each in at least two languages.
const dir = join(process.cwd(), 'src/content');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ file: `src/content/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
// As the storefront reads them: every uid a page identity (src/lib/content/prismicUid.ts).
const documents = new LocalRepository(files).documents.map(documentFromPrismic);

const settings = documents.filter((d) => d.type === 'site_settings' && d.lang === 'en-us');
const domains = settings.map((d) => d.uid);
// Global (B1) sites have global pages instead of microsite landings (src/features/global/README.md).
const globalDomains = settings
  .filter((d) => String(d.data['microsite_type']).startsWith('b1'))
  .map((d) => d.uid);
const domainOf = (uid: string | null) =>
  domains.find((domain) => domain && (uid === domain || uid?.startsWith(`${domain}.`)));
const microsites = documents.filter((d) => d.type === 'microsite');
const tag = (d: StoredDocument, field: string) => d.data[field];
const uidsWhere = (test: (d: StoredDocument) => boolean) =>
  [...new Set(microsites.filter(test).map((d) => d.uid))].sort();
const localesOf = (uid: string | null) => microsites.filter((d) => d.uid === uid).map((d) => d.lang);
const noLog = () => undefined;

describe('the demo content', () => {
  it('opens every landing page, in every language, with a banner and cards of the site’s curated collection', () => {
    expect(domains).toHaveLength(9);
    expect(globalDomains).toEqual(['tickets-tours-worldwide.com']);
    for (const domain of domains.filter((domain) => !globalDomains.includes(domain))) {
      const landings = microsites.filter((d) => d.uid === domain);
      expect(landings.length, String(domain)).toBeGreaterThanOrEqual(4);
      for (const landing of landings) {
        const where = `${domain} ${landing.lang}`;
        const slices = parseSlices(landing.data['slices'], noLog);
        expect(slices[0]?.slice_type, where).toBe('custom_banner');
        const cards = slices.find((slice) => slice.slice_type === 'product_cards');
        if (cards?.slice_type !== 'product_cards') throw new Error(`${where}: no product cards`);
        const collection = CURATED_COLLECTIONS.find((c) => c.id === cards.primary.collection);
        expect(collection?.site, where).toBe(domain);
        const tgids = CURATED_TOUR_GROUPS.filter((tg) => tg.collectionId === collection?.id).map(
          (tg) => tg.tgid,
        );
        expect(cards.primary.ranking.length, where).toBeGreaterThan(0);
        for (const tgid of cards.primary.ranking) expect(tgids, where).toContain(tgid);
      }
    }
  });

  it('has city pages with a 12-item travel guide, each also in Arabic', () => {
    const cityPages = uidsWhere(
      (d) => tag(d, 'tagged_mb_type') === 'a1-city-guide' && tag(d, 'tagged_page_type') === 'landing-page',
    );
    expect(cityPages).toEqual([
      'colosseum-rome-tickets.com.rome-city-guide',
      'london-hop-on-hop-off-tours.com.london-city-guide',
      'paris-city-tickets.com',
    ]);
    for (const uid of cityPages) {
      expect(localesOf(uid), String(uid)).toContain('ar-ae');
      for (const page of microsites.filter((d) => d.uid === uid)) {
        expect(page.data['guide_items'], `${uid} ${page.lang}`).toHaveLength(12);
        expect(
          guideItems(page.data['guide_items'], previewLinkResolver(domainOf(uid) ?? '')),
          `${uid} ${page.lang}`,
        ).toHaveLength(12);
      }
    }
  });

  it('has collection pages of curated collections of their own site, in two languages or more', () => {
    const collectionPages = uidsWhere((d) => tag(d, 'tagged_content_type') === 'collection');
    expect(collectionPages).toEqual([
      'broadway-show-tickets.com.broadway-shows',
      'london-theatre-tickets.com.west-end-shows',
      'paris-city-tickets.com.eiffel-tower',
      'paris-city-tickets.com.louvre-museum',
    ]);
    for (const page of microsites.filter((d) => tag(d, 'tagged_content_type') === 'collection')) {
      const collection = CURATED_COLLECTIONS.find((c) => c.id === tag(page, 'tagged_collection'));
      expect(collection?.site, `${page.uid} ${page.lang}`).toBe(domainOf(page.uid));
      expect(localesOf(page.uid).length, String(page.uid)).toBeGreaterThanOrEqual(2);
    }
  });

  it('has category and sub-category pages whose ids belong together in the taxonomy', () => {
    const isCategoryPage = (d: StoredDocument) =>
      ['a1-category', 'a1-sub-category'].includes(String(tag(d, 'tagged_mb_type'))) &&
      tag(d, 'tagged_page_type') === 'landing-page' &&
      tag(d, 'tagged_content_type') === 'category-tickets';
    expect(uidsWhere(isCategoryPage)).toEqual([
      'broadway-show-tickets.com.musicals',
      'colosseum-rome-tickets.com.guided-tours',
      'london-theatre-tickets.com.shows-and-concerts',
      'vatican-museums-tickets.com.tickets',
    ]);
    for (const page of microsites.filter(isCategoryPage)) {
      const where = `${page.uid} ${page.lang}`;
      expect(tag(page, 'tagged_city'), where).toMatch(/^[A-Z_]+$/);
      expect(
        CATEGORIES.map((c) => c.id),
        where,
      ).toContain(tag(page, 'tagged_category'));
      if (tag(page, 'tagged_mb_type') === 'a1-sub-category') {
        const sub = SUB_CATEGORIES.find((s) => s.id === tag(page, 'tagged_sub_category'));
        expect(sub?.categoryId, where).toBe(tag(page, 'tagged_category'));
        expect(sub?.id, where).not.toBe(1008);
      }
      expect(localesOf(page.uid).length, String(page.uid)).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses the A2, B1 and C1 microsite types as well as A1', () => {
    const types = new Set(microsites.map((d) => tag(d, 'tagged_mb_type')));
    for (const type of [
      'a1-collection',
      'a1-city-guide',
      'a2-category',
      'b1-global-homepage',
      'c1-collection',
    ])
      expect(types.has(type), type).toBe(true);
  });

  it('links only to pages of the same site that exist in the page’s own language', () => {
    const links = (d: StoredDocument): string[] =>
      [
        ...(Array.isArray(d.data['body'])
          ? (d.data['body'] as { spans?: { data?: { url?: unknown } }[] }[])
          : []
        )
          .flatMap((block) => block.spans ?? [])
          .map((span) => span.data?.url),
        ...parseSlices(d.data['slices'], noLog).map((slice) =>
          slice.slice_type === 'custom_banner'
            ? linkUrl(slice.primary.cta_link, previewLinkResolver(''))
            : '',
        ),
        ...(Array.isArray(d.data['guide_items']) ? (d.data['guide_items'] as { link?: unknown }[]) : []).map(
          (item) => linkUrl(item.link, previewLinkResolver('')),
        ),
      ].filter((url): url is string => typeof url === 'string' && url.startsWith('/'));
    let checked = 0;
    for (const page of microsites) {
      for (const url of links(page)) {
        const path = parsePagePath(url);
        const where = `${page.uid} ${page.lang} → ${url}`;
        expect(path && toPrismicLocale(path.language), where).toBe(page.lang);
        const target = deriveUid(domainOf(page.uid) ?? '', path?.segments ?? []);
        expect(
          documents.some((d) => d.uid === target && d.lang === page.lang),
          where,
        ).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('has a global site: home, countries, cities, collections and experiences of curated entities, in en, ar and fr, at the paths of their English names', () => {
    const domain = 'tickets-tours-worldwide.com';
    const pages = documents.filter((d) => d.type.startsWith('global_') && domainOf(d.uid) === domain);
    const count = (type: string) => new Set(pages.filter((d) => d.type === type).map((d) => d.uid)).size;
    expect([1, 3, 4, 3, 3]).toEqual(
      ['global_homepage', 'global_country', 'global_city', 'global_collection', 'global_experience'].map(
        count,
      ),
    );
    for (const uid of new Set(pages.map((d) => d.uid)))
      expect(
        pages
          .filter((d) => d.uid === uid)
          .map((d) => d.lang)
          .sort(),
        String(uid),
      ).toEqual(['ar-ae', 'en-us', 'fr-fr']);
    for (const page of pages.filter((d) => d.lang === 'en-us')) {
      const segments = segmentsOfUid(page.uid ?? '', domain);
      const country = (code: unknown) => COUNTRIES.find((c) => c.code === code)?.names['en'] ?? '';
      const cityOf = (code: unknown) => CITIES.find((c) => c.code === code);
      const expected = (() => {
        switch (page.type) {
          case 'global_country':
            return globalSegments({ country: country(page.data['country_code']) });
          case 'global_city': {
            const city = cityOf(page.data['city_code']);
            return globalSegments({ country: country(city?.country), city: city?.names['en'] ?? '' });
          }
          case 'global_collection': {
            const collection = CURATED_COLLECTIONS.find((c) => c.id === page.data['collection_id']);
            const city = cityOf(collection?.city);
            expect(collection, String(page.uid)).toBeDefined();
            return [
              ...globalSegments({ country: country(city?.country), city: city?.names['en'] ?? '' }),
              segments?.[2],
            ];
          }
          case 'global_experience': {
            const tg = CURATED_TOUR_GROUPS.find((t) => t.tgid === page.data['tgid']);
            const city = cityOf(CURATED_COLLECTIONS.find((c) => c.id === tg?.collectionId)?.city);
            return globalSegments({
              country: country(city?.country),
              city: city?.names['en'] ?? '',
              leaf: tg?.names['en'] ?? '',
            });
          }
          default:
            return [];
        }
      })();
      expect(segments, String(page.uid)).toEqual(expected);
    }
  });
});
