import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from './lib/importGraph';

const root = resolve(import.meta.dirname, '../..');

/**
 * The layers of `src/` (docs/architecture.md, "Layers"), lowest first: a folder may import its own layer
 * and the ones below, never one above. Type-only imports count too: a type names what it depends on.
 */
export const LAYERS: readonly (readonly string[])[] = [
  // 0 foundation: configuration, logs (request ids), styles' tokens, languages and their translations
  ['lib/config', 'lib/log', 'lib/styles', 'lib/i18n'],
  // 1 rules: pure functions of their input (spec rules)
  ['lib/rules'],
  // 2 infrastructure: caches, cookies and headers, browser stores, the storefront's own store
  ['lib/cache', 'lib/metrics', 'lib/security', 'lib/stores', 'lib/store'],
  // 3 sources: the catalogue client, content, sites, media, analytics, formatting helpers
  [
    'lib/catalogue',
    'lib/content',
    'lib/sites',
    'lib/media',
    'lib/analytics',
    'lib/prices',
    'lib/reviews',
    'lib/legal',
  ],
  // 4 routing and the browser shell
  ['lib/routing', 'lib/shell', 'lib/subscriptions'],
  // 5 the request: its context, forms, previews, invalidation
  ['lib/request', 'lib/forms', 'lib/preview', 'lib/revalidate'],
  // 6 structured data of a page
  ['lib/seo/jsonLd', 'lib/cards'],
  // 7 shortcodes, then 8 page loaders and views
  ['lib/shortcodes'],
  ['lib/views'],
  // 9 what lists pages (the sitemap)
  ['lib/seo/sitemap', 'lib/seo'],
  // 10 the rendering and serving edge
  [
    'islands',
    'components',
    'layouts',
    'pages',
    'middleware',
    'server',
    'integrations',
    'actions',
    'content',
    'env',
  ],
];

/**
 * A feature (`src/features/<feature>/`, docs/architecture.md "Features") keeps its parts in four folders,
 * each in the layer of the core folder it stands for: its strings beside the translator, its pure rules
 * beside the rules, its loaders and view models beside the views, its components at the edge.
 */
export const FEATURE_PARTS: Readonly<Record<string, string>> = {
  i18n: 'lib/i18n',
  rules: 'lib/rules',
  views: 'lib/views',
  components: 'components',
};

/** The feature of a source file (`src/features/news/views/newsPage.ts` → `news`), or undefined for the core. */
export function featureOf(file: string): string | undefined {
  const parts = relative(resolve(root, 'src'), file).split('/');
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : undefined;
}

/**
 * The layer folder of a source file: `src/lib/seo/jsonLd/x.ts` → `lib/seo/jsonLd`, `src/lib/config.ts` →
 * `lib/config`, `src/features/news/rules/newsOrder.ts` → `lib/rules` (the layer of its part).
 */
export function folderOf(file: string): string {
  const parts = relative(resolve(root, 'src'), file).split('/');
  if (parts[0] === 'features') return FEATURE_PARTS[String(parts[2])] ?? `features/${parts[1]}/${parts[2]}`;
  if (parts[0] !== 'lib') return parts.length > 1 ? String(parts[0]) : String(parts[0]).replace(/\.\w+$/, '');
  if (parts.length === 2)
    return `lib/${String(parts[1])
      .replace(/\.\w+$/, '')
      .replace(/\.test$/, '')}`;
  if (parts[1] === 'seo' && parts.length > 3) return `lib/seo/${parts[2]}`;
  return `lib/${parts[1]}`;
}

/**
 * The imports from one feature into another, each with its reason: features stand side by side, so a
 * piece two features share belongs to the core. `from → to` names the features.
 */
export const CROSS_FEATURE: readonly { from: string; to: string; why: string }[] = [];

/**
 * The core's files that may import a feature, and why: the places that list every page kind or every
 * string. Anything else of the core stays unaware of the features.
 */
export const CORE_IMPORTS_FEATURES: Readonly<Record<string, string>> = {
  // The lists of every page kind: the registry (recognition, loader, JSON-LD of each kind) and the
  // component of each kind; the sitemap and unit tests read the registry, so it holds no components.
  'lib/views/registry/pageKinds.ts': 'the page-kind registry: each kind names its loader and view',
  'components/views/pageComponents.ts': 'the component of each page kind, typed by the registry',
  'lib/views/structuredEntities.ts': "the JSON-LD entities of a page kind's view (type-only imports)",
  // Every string: the English bundles type the translator's keys (the translations are globbed).
  'lib/i18n/bundles/index.ts': "the English source of each feature's strings types UiKey",
  // The request and the page head, which a feature's page changes.
  'lib/rules/request/queryParams.ts': "the canonical query keeps the transfer search's parameters",
  'lib/views/routeData.ts': 'a later page of the news hub has its own head (canonical, title, 404)',
  // The show page offers the promo box (its codes, its state, its form); `?promo=` itself stays in the
  // core (lib/rules/promo/promoInput.ts), read by the page cache's request policy and the rate limit.
  'lib/views/showPage.ts': "the show page's promo box: the site's codes and the box's state",
  'components/show/BookingBox.astro': "the booking box renders the promo feature's form",
  // What lists pages: the news sitemap's images and trailers of an article.
  'lib/seo/sitemap/newsMedia.ts': "the news sitemap reads an article's lead image and trailer",
  // The generic page of slices shows a landing page's guides (the shoulder pages of its site).
  'lib/views/contentView.ts': "a landing page's guide links are the site's shoulder pages",
  'components/views/ContentPage.astro': "a landing page's guide (the shoulder feature's LandingGuide)",
  // A route of its own: the cruise menus' PDF and images (src/pages holds every route).
  'pages/media/menus/[file].ts': "the cruises feature's menu endpoint",
};

const rankOf = new Map(LAYERS.flatMap((layer, rank) => layer.map((folder) => [folder, rank] as const)));

describe('layers (issue 23 §2)', () => {
  const graph = importGraph(sourceFiles(resolve(root, 'src')));

  it('names every folder of src/ in one layer', () => {
    const unknown = new Set([...graph.keys()].map(folderOf).filter((folder) => !rankOf.has(folder)));
    expect([...unknown]).toEqual([]);
  });

  it('no folder imports one of a layer above it', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      for (const target of targets) {
        const to = folderOf(target);
        if ((rankOf.get(to) ?? 0) > (rankOf.get(from) ?? 0))
          upward.push(`${relative(root, file)} → ${relative(root, target)} (${from} → ${to})`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('a file of a feature imports no other feature, except the pairs of CROSS_FEATURE', () => {
    const allowed = new Set(CROSS_FEATURE.map(({ from, to }) => `${from} → ${to}`));
    const crossing: string[] = [];
    const used = new Set<string>();
    for (const [file, targets] of graph) {
      const from = featureOf(file);
      if (from === undefined) continue;
      for (const target of targets) {
        const to = featureOf(target);
        if (to === undefined || to === from) continue;
        if (allowed.has(`${from} → ${to}`)) used.add(`${from} → ${to}`);
        else crossing.push(`${relative(root, file)} → ${relative(root, target)} (${from} → ${to})`);
      }
    }
    expect(crossing).toEqual([]);
    // An exception nothing needs any more leaves the list.
    expect([...allowed].filter((pair) => !used.has(pair))).toEqual([]);
  });

  it('the core imports a feature only from the files of CORE_IMPORTS_FEATURES', () => {
    const reaching: string[] = [];
    const used = new Set<string>();
    for (const [file, targets] of graph) {
      if (featureOf(file) !== undefined) continue;
      const name = relative(resolve(root, 'src'), file);
      for (const target of targets) {
        if (featureOf(target) === undefined) continue;
        if (name in CORE_IMPORTS_FEATURES) used.add(name);
        else reaching.push(`src/${name} → ${relative(root, target)}`);
      }
    }
    expect(reaching).toEqual([]);
    expect(Object.keys(CORE_IMPORTS_FEATURES).filter((name) => !used.has(name))).toEqual([]);
  });
});
