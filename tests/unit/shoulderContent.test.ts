import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CURATED_TOUR_GROUPS } from '@storefront/catalogue/testing';
import { LocalRepository } from '../../src/lib/content/local/localRepository';
import { documentFromPrismic } from '../../src/lib/content/prismicUid';
import { toPrismicLocale } from '../../src/lib/i18n/languages';
import { parsePagePath, deriveUid } from '../../src/lib/rules/routing/pagePath';
import {
  SHOULDER_PAGE_TYPES,
  isShoulderPage,
  shoulderPageType,
} from '../../src/features/shoulder/rules/shoulderPageTypes';
import { subAttractions } from '../../src/features/shoulder/views/subAttractions';
import { previewLinkResolver } from '../../src/lib/routing/linkResolver';
import { shoulderFaq } from '../../src/features/shoulder/rules/shoulderFaq';

// The Colosseum microsite is the demo of the attraction guide (spec 001 §3): every shoulder page type
// in English and Italian, the key ones in Arabic, all well-formed.
const dir = join(process.cwd(), 'src/content');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ file: `src/content/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
// As the storefront reads them: every uid a page identity (src/lib/content/prismicUid.ts).
const documents = new LocalRepository(files).documents.map(documentFromPrismic);
const DOMAIN = 'colosseum-rome-tickets.com';
const guides = documents.filter(
  (d) => d.type === 'microsite' && d.uid?.startsWith(`${DOMAIN}.`) && isShoulderPage(d.data),
);
const typesIn = (lang: string) =>
  new Set(guides.filter((d) => d.lang === lang).map((d) => shoulderPageType(d.data['shoulder_page_type'])));

describe('the Colosseum guide', () => {
  it('has all 16 shoulder page types in English and Italian, and at least five in Arabic', () => {
    expect([...typesIn('en-us')].sort()).toEqual([...SHOULDER_PAGE_TYPES].sort());
    expect([...typesIn('it-it')].sort()).toEqual([...SHOULDER_PAGE_TYPES].sort());
    expect(typesIn('ar-ae').size).toBeGreaterThanOrEqual(5);
    for (const type of typesIn('ar-ae')) expect(SHOULDER_PAGE_TYPES).toContain(type);
  });

  it('keeps one segment per page, the same in every language, and never the category page’s', () => {
    for (const guide of guides) {
      expect(guide.uid).toMatch(new RegExp(`^${DOMAIN.replace(/\./g, '\\.')}\\.[a-z0-9-]+$`));
      expect(guide.uid).not.toBe(`${DOMAIN}.guided-tours`);
      expect(guide.data['shoulder_page_type'], String(guide.uid)).toBe(
        shoulderPageType(guide.data['shoulder_page_type']),
      );
    }
    const uidsOf = (lang: string) => guides.filter((d) => d.lang === lang).map((d) => d.uid);
    for (const uid of uidsOf('ar-ae')) expect(uidsOf('en-us')).toContain(uid);
    expect(uidsOf('it-it').sort()).toEqual(uidsOf('en-us').sort());
  });

  it('has sub-attractions of all three types, A products from the Colosseum collection, links in the page’s language', () => {
    const log = vi.fn();
    const pages = guides.filter(
      (d) => Array.isArray(d.data['sub_attractions']) && d.data['sub_attractions'].length > 0,
    );
    expect(pages.map((d) => d.lang).sort()).toEqual(['ar-ae', 'en-us', 'it-it']);
    const colosseum = CURATED_TOUR_GROUPS.filter((tg) => tg.collectionId === 176).map((tg) => tg.tgid);
    for (const page of pages) {
      const items = subAttractions(page.data['sub_attractions'], previewLinkResolver(DOMAIN), log);
      expect(new Set(items.map((item) => item.type))).toEqual(new Set(['A', 'B', 'C']));
      for (const tgid of items.flatMap((item) => item.tgids)) expect(colosseum).toContain(tgid);
      for (const href of items.flatMap((item) => (item.href ? [item.href] : []))) {
        const path = parsePagePath(href);
        expect(path && toPrismicLocale(path.language), `${page.lang} → ${href}`).toBe(page.lang);
        const target = deriveUid(DOMAIN, path?.segments ?? []);
        expect(
          documents.some((d) => d.uid === target && d.lang === page.lang),
          href,
        ).toBe(true);
      }
    }
    expect(log).not.toHaveBeenCalled();
  });

  it('answers the visitors’ questions on the tips pages (FAQ structured data)', () => {
    for (const tips of guides.filter((d) => d.data['shoulder_page_type'] === 'tips'))
      expect(shoulderFaq(tips.data['body']).length, tips.lang).toBe(5);
  });
});
