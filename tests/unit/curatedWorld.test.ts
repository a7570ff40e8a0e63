import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CURATED_COLLECTIONS,
  CURATED_TOUR_GROUPS,
  generateCatalogue,
  isCityCollection,
  SCALES,
  SUB_CATEGORIES,
} from '@storefront/catalogue/testing';
import { fromPrismicUid } from '../../src/lib/content/prismicUid';

// Issue 22 "a believable demo world": the demo shows the curated catalogue alone, and each curated
// product belongs where its site lists it (a Vatican site's ticket page once listed "Rome Zoo
// Skip-the-Line Tickets with Audio Guide for Families (9)").

/** The demo scale's rows, table by table (generated once: the review rows take a few seconds). */
const demo = (() => {
  const tables = new Map<string, Record<string, unknown>[]>();
  for (const chunk of generateCatalogue({ scale: SCALES.demo, seed: 20_240_917, today: '2026-01-05' })) {
    if (chunk.table === 'review' || chunk.table === 'inventory') continue;
    tables.set(chunk.table, [
      ...(tables.get(chunk.table) ?? []),
      ...(chunk.rows as Record<string, unknown>[]),
    ]);
  }
  return (table: string) => tables.get(table) ?? [];
})();

/** Each demo microsite's city, from its `site_settings` document (`src/content/{alias}/en/settings.json`). */
const CONTENT = resolve(import.meta.dirname, '../../src/content');
const siteCity = new Map<string, string>();
for (const alias of readdirSync(CONTENT)) {
  try {
    const settings = JSON.parse(readFileSync(resolve(CONTENT, alias, 'en/settings.json'), 'utf8')) as {
      uid: string;
      data: { city_code?: string };
    };
    if (settings.data.city_code) siteCity.set(fromPrismicUid(settings.uid), settings.data.city_code);
  } catch {
    // Not a site folder (`_releases`).
  }
}

const categoryOf = new Map(SUB_CATEGORIES.map((sub) => [sub.id, sub.categoryId]));

/**
 * What each collection may hold: the categories of its products (1 tickets, 2 tours, 3 transfers,
 * 5 food, 6 day trips, 7 shows, 18 cruises…) and, for an attraction, a word of every product's name.
 */
const FITS: Record<number, { categories: number[]; name?: RegExp }> = {
  167: { categories: [7] },
  24: { categories: [7] },
  260: { categories: [7] },
  176: { categories: [1, 2], name: /Colosseum|Roman Forum/ },
  180: { categories: [1, 2, 6], name: /Vatican|St\. Peter|Sistine|Papal/ },
  190: { categories: [1, 2, 5], name: /Eiffel/ },
  191: { categories: [1, 2], name: /Louvre/ },
  192: { categories: [18], name: /Seine|Cruise/ },
  193: { categories: [1, 2], name: /Hop-On Hop-Off/ },
  194: { categories: [3], name: /Transfer|Shuttle/ },
  195: { categories: [1, 2], name: /Acropolis/ },
  196: { categories: [1, 2, 6], name: /Pompeii/ },
  230: { categories: [6], name: /from Rome|Pompeii|Amalfi|Florence|Tivoli|Orvieto/ },
};

describe('the demo catalogue', () => {
  it('is the curated catalogue alone: no generated product, collection or point of interest', () => {
    const tgids = demo('tour_group').map((row) => row['id']);
    expect(new Set(tgids)).toEqual(new Set(CURATED_TOUR_GROUPS.map((tg) => tg.tgid)));
    expect(tgids.length).toBeGreaterThanOrEqual(160);
    const collections = demo('collection').map((row) => row['id']);
    expect(new Set(collections)).toEqual(new Set(CURATED_COLLECTIONS.map((c) => c.id)));
    // Points of interest: the curated attractions (their collection ids), theatres (60000+), itinerary
    // stops (70000+) and Seine piers: never a generated sight (1000–59999).
    const generated = demo('poi').filter((row) => Number(row['id']) >= 1000 && Number(row['id']) < 60_000);
    expect(generated.map((row) => (row['names'] as Record<string, string>)['en'])).toEqual([]);
  });

  it('has no title ending in a number, in any language', () => {
    const numbered = demo('tour_group').flatMap((row) =>
      Object.values(row['i18n'] as Record<string, { name?: string }>)
        .map((texts) => texts.name ?? '')
        .filter((name) => /\(\d+\)$/.test(name)),
    );
    expect(demo('tour_group').every((row) => Object.keys(row['i18n'] as object).length > 1)).toBe(true);
    expect(numbered).toEqual([]);
    const names = CURATED_TOUR_GROUPS.map((tg) => tg.names['en']);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual(
      // A show playing in London and on Broadway keeps its title in both cities.
      names.filter(
        (name, index) =>
          names.indexOf(name) !== index &&
          CURATED_TOUR_GROUPS.filter((tg) => tg.names['en'] === name).every((tg) =>
            [167, 24, 260].includes(tg.collectionId),
          ),
      ),
    );
  });

  it('puts every microsite collection in its site’s city', () => {
    const wrong = CURATED_COLLECTIONS.filter(
      (c) =>
        siteCity.has(c.site) && siteCity.get(c.site) !== c.city && c.site !== 'tickets-tours-worldwide.com',
    ).map((c) => `${c.id} ${c.names['en']}: ${c.city}, its site ${c.site} is in ${siteCity.get(c.site)}`);
    expect(wrong).toEqual([]);
    expect(siteCity.get('colosseum-rome-tickets.com')).toBe('ROME');
  });

  it('fills each collection with products of its kind, naming its attraction', () => {
    const misfits: string[] = [];
    for (const tg of CURATED_TOUR_GROUPS) {
      const fit = FITS[tg.collectionId];
      if (!fit) continue;
      const category = categoryOf.get(tg.subCategoryId) ?? 0;
      if (!fit.categories.includes(category))
        misfits.push(`${tg.tgid} ${tg.names['en']}: category ${category} in collection ${tg.collectionId}`);
      if (fit.name && !fit.name.test(tg.names['en'] ?? ''))
        misfits.push(`${tg.tgid} ${tg.names['en']}: not about ${fit.name.source}`);
    }
    expect(misfits).toEqual([]);
  });

  it('gives each city its own "Things to do" collection, and every product a city of its collection', () => {
    const things = CURATED_COLLECTIONS.filter((c) => isCityCollection(c.names));
    expect(things.map((c) => c.city).sort()).toEqual(
      ['ATHENS', 'LONDON', 'NAPLES', 'NEW_YORK', 'PARIS', 'ROME', 'VIENNA'].sort(),
    );
    const cityOf = new Map(CURATED_COLLECTIONS.map((c) => [c.id, c.city]));
    const rows = demo('tour_group');
    const misplaced = CURATED_TOUR_GROUPS.filter(
      (tg) => rows.find((row) => row['id'] === tg.tgid)?.['city_code'] !== cityOf.get(tg.collectionId),
    ).map((tg) => tg.tgid);
    expect(misplaced).toEqual([]);
  });
});
