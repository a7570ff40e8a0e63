import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURATED_COLLECTIONS, CURATED_TOUR_GROUPS } from '@storefront/catalogue/testing';
import { LocalRepository } from '../../src/lib/content/local/localRepository';
import { documentFromPrismic } from '../../src/lib/content/prismicUid';
import { PROMO_CODES_LOCALE, PROMO_CODES_TYPE } from '../../src/features/promo/views/loadPromoCodes';
import { applyPromo, parsePromoDocument } from '../../src/features/promo/rules/applyPromo';

// The demo promo codes (src/features/promo/README.md): every document is a code of a known site, on that site's
// own products and collections, so the show pages can apply them. They live in the private repository
// (src/content-private, issue 20 §3), never in the public one (src/content).
const read = (folder: string) => {
  const dir = join(process.cwd(), folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
    .map((name) => ({ file: `${folder}/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
};
const publicFiles = read('src/content');
// As the storefront reads them: every uid a page identity (src/lib/content/prismicUid.ts).
const documents = new LocalRepository(publicFiles).documents.map(documentFromPrismic);
const privateRepository = new LocalRepository(read('src/content-private'), { refuseTypes: [] });
const domains = documents.filter((d) => d.type === 'site_settings').map((d) => d.uid);
const promoDocuments = privateRepository.documents
  .map(documentFromPrismic)
  .filter((d) => d.type === PROMO_CODES_TYPE);

describe('the demo promo codes', () => {
  it('are in the private repository only: no public content file holds one', () => {
    expect(privateRepository.problems).toEqual([]);
    expect(promoDocuments.length).toBe(privateRepository.documents.length);
    const publicPromo = publicFiles.filter(({ text }) => text.includes(`"${PROMO_CODES_TYPE}"`));
    expect(publicPromo.map(({ file }) => file)).toEqual([]);
  });

  it('are valid codes of two sites at least, in the master locale, unique per site', () => {
    const sites = new Set(promoDocuments.map((d) => d.data['site']));
    expect(sites.size).toBeGreaterThanOrEqual(2);
    const seen = new Set<string>();
    for (const document of promoDocuments) {
      const site = String(document.data['site']);
      const code = parsePromoDocument(document.data);
      expect([document.id, code !== undefined]).toEqual([document.id, true]);
      expect([document.id, document.lang]).toEqual([document.id, PROMO_CODES_LOCALE]);
      expect(domains).toContain(site);
      expect(document.uid).toBe(`${site}.promo.${code?.code.toLowerCase()}`);
      expect(seen.has(`${site}|${code?.code}`)).toBe(false);
      seen.add(`${site}|${code?.code}`);
    }
  });

  it('name only products and collections of their own site', () => {
    for (const document of promoDocuments) {
      const site = document.data['site'];
      const code = parsePromoDocument(document.data);
      const collections = CURATED_COLLECTIONS.filter((c) => c.site === site).map((c) => c.id);
      for (const id of code?.collectionIds ?? [])
        expect([document.id, id, collections.includes(id)]).toEqual([document.id, id, true]);
      for (const tgid of code?.tgids ?? []) {
        const product = CURATED_TOUR_GROUPS.find((tg) => tg.tgid === tgid);
        expect([document.id, collections.includes(product?.collectionId ?? -1)]).toEqual([document.id, true]);
      }
    }
  });

  it('include the codes the show pages demonstrate', () => {
    const codeOf = (site: string, code: string) => {
      const document = promoDocuments.find((d) => d.data['site'] === site && d.data['code'] === code);
      return document ? parsePromoDocument(document.data) : undefined;
    };
    const lyceum10 = codeOf('london-theatre-tickets.com', 'LYCEUM10');
    const hamilton20 = codeOf('broadway-show-tickets.com', 'HAMILTON20');
    const spring25 = codeOf('london-theatre-tickets.com', 'SPRING25');
    const now = new Date('2026-11-25T12:00:00Z');
    const lionKing = {
      tgid: 10001,
      collectionIds: [167],
      price: 200,
      currency: 'GBP',
      now,
      timeZone: 'Europe/London',
    };
    expect(applyPromo('LYCEUM10', lyceum10 ? [lyceum10] : [], lionKing)).toEqual({
      ok: true,
      code: 'LYCEUM10',
      price: 185,
      saved: 15,
    });
    expect(
      applyPromo('HAMILTON20', hamilton20 ? [hamilton20] : [], {
        ...lionKing,
        tgid: 10103,
        collectionIds: [24],
        price: 129,
        currency: 'USD',
        timeZone: 'America/New_York',
      }),
    ).toEqual({ ok: true, code: 'HAMILTON20', price: 109, saved: 20 });
    expect(applyPromo('SPRING25', spring25 ? [spring25] : [], lionKing)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
