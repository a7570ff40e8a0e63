import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CITY_PHRASES,
  CURATED_COLLECTIONS,
  CURATED_TOUR_GROUPS,
  fillPlaceholders,
  getCity,
  getCollection,
  getTourGroup,
  getVenue,
  listCategories,
  openTestCatalogue,
  PHRASEBOOKS,
  SHARED_PHRASEBOOKS,
  translateList,
  translatePhrase,
  type CatalogueContext,
} from '@storefront/catalogue/testing';
import { fromPrismicUid } from '../../src/lib/content/prismicUid';
import { fromPrismicLocale } from '../../src/lib/i18n/languages';

/**
 * The languages each demo microsite offers, read from the local content repository the way
 * `sites/loadSites.ts` does: a site's `site_settings` documents, one per language.
 */
const CONTENT = resolve(import.meta.dirname, '../../src/content');
const siteLanguages = new Map<string, Set<string>>();
for (const alias of readdirSync(CONTENT)) {
  if (alias.startsWith('_')) continue;
  for (const folder of readdirSync(resolve(CONTENT, alias))) {
    let text: string;
    try {
      text = readFileSync(resolve(CONTENT, alias, folder, 'settings.json'), 'utf8');
    } catch {
      continue;
    }
    const document = JSON.parse(text) as { uid: string; type: string; lang: string };
    const code = fromPrismicLocale(document.lang);
    if (document.type !== 'site_settings' || !code) continue;
    const domain = fromPrismicUid(document.uid);
    siteLanguages.set(domain, (siteLanguages.get(domain) ?? new Set()).add(code));
  }
}

/**
 * The languages of the pages that list a collection by id in a slice (the London site's "London and
 * Broadway" page lists the Broadway shows in French), by collection id.
 */
const listedIn = new Map<number, Set<string>>();
const documents = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? documents(resolve(folder, entry.name))
      : entry.name.endsWith('.json')
        ? [resolve(folder, entry.name)]
        : [],
  );
for (const file of documents(CONTENT)) {
  const text = readFileSync(file, 'utf8');
  const code = fromPrismicLocale((JSON.parse(text) as { lang?: string }).lang ?? '');
  if (!code) continue;
  for (const match of text.matchAll(/"collection":\s*(\d+)/g)) {
    const id = Number(match[1]);
    listedIn.set(id, (listedIn.get(id) ?? new Set()).add(code));
  }
}

/** The global site (tickets-tours-worldwide.com) shows the products of its city pages in its languages. */
const GLOBAL = 'tickets-tours-worldwide.com';
const globalCities = new Set(
  readdirSync(resolve(CONTENT, 'global/en')).flatMap((file) => {
    const document = JSON.parse(readFileSync(resolve(CONTENT, 'global/en', file), 'utf8')) as {
      type: string;
      data: { city_code?: string };
    };
    return document.type === 'global_city' && document.data.city_code ? [document.data.city_code] : [];
  }),
);

/**
 * Every language but English in which a collection's products are shown: the languages of every
 * microsite of its city (a site's city lists show the city's other collections: the London bus site
 * lists Thames cruises), of the global site where it has a page for the city, and of every page that
 * lists the collection by id.
 */
function languagesOf(collectionId: number): string[] {
  const collection = CURATED_COLLECTIONS.find((c) => c.id === collectionId);
  if (!collection) throw new Error(`collection ${collectionId}`);
  const languages = new Set<string>();
  for (const other of CURATED_COLLECTIONS)
    if (other.city === collection.city)
      for (const code of siteLanguages.get(other.site) ?? []) languages.add(code);
  if (globalCities.has(collection.city))
    for (const code of siteLanguages.get(GLOBAL) ?? []) languages.add(code);
  for (const code of listedIn.get(collectionId) ?? []) languages.add(code);
  languages.delete('en');
  return [...languages].sort();
}

/**
 * Texts kept as they are on purpose, per language: show titles a native site keeps (Wicked stays
 * Wicked), the Vienna houses' own seating names (already German in the English data) and the
 * Paris cruise menus named by their operators.
 */
const KEPT = new Set([
  ...['es', 'fr', 'de'].flatMap((language) =>
    ['Wicked', 'Hamilton', 'Chicago', 'Hadestown', 'Les Misérables', 'Mamma Mia!', 'The Book of Mormon'].map(
      (name) => `${language}:${name}`,
    ),
  ),
  'de:Aladdin',
  'fr:Aladdin',
  'fr:Chicago',
  'fr:Hadestown',
  'fr:Mezzanine',
  'de:Elisabeth',
  'de:La Bohème',
  'de:Die Fledermaus',
  'de:Parkett',
  'de:Parterreloge',
  'de:Balkon',
  'de:Galerie',
  'de:Service Premier',
  'de:Service Privilège',
  'fr:Service Premier',
  'fr:Service Privilège',
  'fr:Menu Bateaux-Mouches',
  'fr:Menu Calife',
  'fr:Menu Parisien',
  'fr:Menu Prestige',
]);

const items = (html: string | null | undefined): string[] =>
  [...(html ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
  );

/** `translated` is in `language`: there, and different from English unless kept on purpose. */
function expectTranslated(
  language: string,
  english: readonly (string | null | undefined)[],
  translated: readonly (string | null | undefined)[],
) {
  expect(translated).toHaveLength(english.length);
  translated.forEach((text, index) => {
    expect(text, `${language} of ${english[index]}`).toBeTruthy();
    if (!KEPT.has(`${language}:${text}`))
      expect(text, `${language} of ${english[index]}`).not.toBe(english[index]);
  });
}

describe('the demo microsites', () => {
  it('offer these languages (the sites of the curated collections)', () => {
    const table = Object.fromEntries([...siteLanguages].map(([site, codes]) => [site, [...codes].sort()]));
    expect(table).toEqual({
      'broadway-show-tickets.com': ['ar', 'cn', 'de', 'en', 'es'],
      'colosseum-rome-tickets.com': ['ar', 'cn', 'de', 'en', 'fr', 'it'],
      'london-hop-on-hop-off-tours.com': ['ar', 'cn', 'en', 'es'],
      'london-theatre-tickets.com': ['ar', 'en', 'es', 'fr', 'ja'],
      'paris-city-tickets.com': ['ar', 'cn', 'de', 'en', 'fr'],
      'rome-airport-transfers.com': ['ar', 'en', 'it', 'ja'],
      'tickets-tours-worldwide.com': ['ar', 'en', 'fr'],
      'vatican-museums-tickets.com': ['ar', 'en', 'es', 'it', 'ja'],
      'vienna-opera-tickets.com': ['ar', 'de', 'en', 'ja'],
    });
    expect([...globalCities].sort()).toEqual(['LONDON', 'NAPLES', 'PARIS', 'ROME']);
  });
});

describe('the phrasebooks', () => {
  it('translate every text of every curated product into each language its sites offer', () => {
    const missing: string[] = [];
    for (const tg of CURATED_TOUR_GROUPS) {
      for (const language of languagesOf(tg.collectionId)) {
        if (!tg.names[language]) missing.push(`${tg.tgid} name in ${language}`);
        for (const text of [...tg.highlights, ...tg.inclusions, ...tg.exclusions, ...(tg.variants ?? [])]) {
          if (translatePhrase(text, language) === undefined)
            missing.push(`${tg.tgid} "${text}" in ${language}`);
        }
      }
    }
    for (const collection of CURATED_COLLECTIONS) {
      for (const language of languagesOf(collection.id)) {
        if (!collection.names[language]) missing.push(`collection ${collection.id} name in ${language}`);
        if (translatePhrase(collection.metaDescription, language) === undefined)
          missing.push(`collection ${collection.id} blurb in ${language}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('take each city file’s phrases without contradicting a shared or another city’s translation', () => {
    const contradictions: string[] = [];
    const seen = new Map<string, string>();
    for (const [language, book] of Object.entries(SHARED_PHRASEBOOKS))
      for (const [english, text] of Object.entries(book)) seen.set(`${language}:${english}`, text);
    for (const set of CITY_PHRASES)
      for (const [language, book] of Object.entries(set))
        for (const [english, text] of Object.entries(book ?? {})) {
          const before = seen.get(`${language}:${english}`);
          if (before !== undefined && before !== text)
            contradictions.push(`${language}: "${english}" is "${before}" and "${text}"`);
          seen.set(`${language}:${english}`, text);
        }
    expect(contradictions).toEqual([]);
  });

  it('keep every placeholder of a template, and fill it per language', () => {
    for (const [language, book] of Object.entries(PHRASEBOOKS)) {
      for (const [english, text] of Object.entries(book)) {
        const placeholders = (value: string) => [...value.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
        expect(placeholders(text), `${language}: ${english}`).toEqual(placeholders(english));
      }
    }
    const values = { show: { en: 'The Lion King', ja: 'ライオンキング' }, venue: { en: 'Lyceum Theatre' } };
    expect(translateList(['See {show} live at the {venue}'], 'ja', values)).toEqual([
      'Lyceum Theatreで『ライオンキング』を生で観劇',
    ]);
    expect(translateList(['See {show} live at the {venue}'], 'fr', values)).toEqual([
      'Assistez à « The Lion King » sur scène au Lyceum Theatre',
    ]);
    expect(fillPlaceholders('Ticket to {show}', values, 'de')).toBe('Ticket to The Lion King');
    expect(translateList(['Food and drinks', 'Not in any phrasebook'], 'fr')).toBeUndefined();
  });
});

describe('the seeded catalogue in the languages of the microsites', () => {
  let ctx: CatalogueContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, close } = await openTestCatalogue('pglite', { today: '2026-01-05' }));
  }, 120_000);
  afterAll(() => close());

  const detail = (language: string, fallback = true) => ({
    language,
    currency: 'EUR',
    fallback,
    useSeatmapPrices: false,
    includeUnavailable: true,
    variantIds: [],
  });

  it.each(CURATED_TOUR_GROUPS.map((tg) => [tg.tgid, languagesOf(tg.collectionId)] as const))(
    'answers tour group %i in %j',
    async (tgid, languages) => {
      const english = await getTourGroup(ctx, tgid, detail('en'));
      for (const language of languages) {
        // Without the English fallback: each text must be stored in the language itself.
        const answer = await getTourGroup(ctx, tgid, detail(language, false));
        expectTranslated(language, [english.name], [answer.name]);
        expectTranslated(language, items(english.highlights), items(answer.highlights));
        expectTranslated(language, items(english.inclusionsRichText), items(answer.inclusionsRichText));
        expectTranslated(language, items(english.exclusionsRichText), items(answer.exclusionsRichText));
        expectTranslated(
          language,
          english.variants.map((variant) => variant.name),
          answer.variants.map((variant) => variant.name),
        );
        expect(answer.microBrandsHighlight).toBe(items(answer.highlights)[0]);
        expect(answer.callToAction).not.toBe(english.callToAction);
      }
    },
  );

  it('answers these exact translations', async () => {
    const colosseum = await getTourGroup(ctx, 10201, detail('fr'));
    expect(colosseum.name).toBe('Billets prioritaires Colisée, Forum romain et Palatin');
    expect(items(colosseum.inclusionsRichText)).toEqual([
      'Entrée au Colisée à heure fixe',
      'Accès au Forum romain et au mont Palatin',
      'Application audioguide',
    ]);
    expect(colosseum.variants.map((v) => v.name)).toEqual(['Billet standard']);
    expect(colosseum.callToAction).toBe('Voir les disponibilités');

    const lionKing = await getTourGroup(ctx, 10001, detail('ar'));
    expect(lionKing.name).toBe('الأسد الملك');
    expect(items(lionKing.highlights)[0]).toBe('شاهد عرض «الأسد الملك» حيًّا على خشبة مسرح ليسيوم');
    expect(lionKing.variants.map((v) => v.name)).toEqual(['الشرفة الكبرى', 'الشرفة الملكية', 'الصالة']);
    expect(lionKing.city.displayName).toBe('لندن');
    // An Arabic name slugs to nothing: its link keeps the English slug.
    expect(lionKing.primarySubCategory).toMatchObject({ displayName: 'المسرحيات الموسيقية' });
    expect(lionKing.primarySubCategory.urlSlugs['AR']).toBe('/ar/musicals/');
    // The show page reads the venue out of the English descriptor.
    expect(lionKing.microBrandsDescriptor).toBe('At the Lyceum Theatre');

    const magicFlute = await getTourGroup(ctx, 10901, detail('ja'));
    expect(magicFlute.name).toBe('魔笛');
    expect(items(magicFlute.highlights)[0]).toBe('ウィーン国立歌劇場で『魔笛』を生で観劇');
    expect(items(magicFlute.inclusionsRichText)[0]).toBe('『魔笛』の観劇チケット');

    const vaticanTour = await getTourGroup(ctx, 10302, detail('es'));
    expect(vaticanTour.variants.map((v) => v.name)).toEqual([
      'Visita en inglés',
      'Visita en español',
      'Visita en italiano',
    ]);
    const transfer = await getTourGroup(ctx, 10601, detail('ja'));
    expect(transfer.variants.map((v) => v.name)).toEqual(['セダン（最大3名）', 'ミニバン（最大7名）']);
    expect(transfer.city.displayName).toBe('ローマ');
    const wicked = await getTourGroup(ctx, 10102, detail('cn'));
    expect(wicked.name).toBe('魔法坏女巫');
    expect(items(wicked.highlights)[0]).toBe('在格什温剧院现场观看《魔法坏女巫》');
    expect(wicked.primarySubCategory.displayName).toBe('音乐剧');
  });

  it('names Rome, its collections and categories in Arabic', async () => {
    const colosseum = await getCollection(ctx, 176, { language: 'ar', currency: 'EUR', fallback: false });
    expect(colosseum.displayName).toBe('الكولوسيوم');
    expect(colosseum.city.displayName).toBe('روما');
    expect(colosseum.metaDescription).toBe(
      'تذاكر الكولوسيوم دون انتظار وجولات مع مرشد، تشمل المنتدى الروماني وتلّ بالاتين.',
    );
    const dayTrips = await getCollection(ctx, 230, { language: 'it', currency: 'EUR', fallback: false });
    expect(dayTrips.metaDescription).toBe(
      'Gite di un giorno da Roma a Pompei, in Costiera Amalfitana, a Firenze, Tivoli, Orvieto e Assisi.',
    );
    const rome = await getCity(ctx, 'ROME', 'ar');
    expect(rome.displayName).toBe('روما');
    expect(rome.country.displayName).toBe('إيطاليا');
    expect((await getCity(ctx, 'VIENNA', 'ja')).displayName).toBe('ウィーン');
    const categories = await listCategories(ctx, {
      city: 'ROME',
      language: 'ar',
      activeOnly: true,
      includeUnavailable: false,
      includeHidden: false,
    });
    const names = JSON.stringify(categories);
    expect(names).toContain('"تذاكر"');
    expect(names).toContain('"المواقع الأثرية"');
  });

  it('names the seating sections of a venue like its ticket types', async () => {
    const opera = await getVenue(ctx, 60201, { language: 'ja' });
    expect(opera.name).toBe('ウィーン国立歌劇場');
    expect(opera.sections.map((section) => section.name)).toEqual([
      '1階平土間席（パルケット）',
      '1階ボックス席',
      'バルコン席',
      'ギャラリー席（最上階）',
    ]);
  });
});
