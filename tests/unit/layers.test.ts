import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from './lib/importGraph';

const root = resolve(import.meta.dirname, '../..');

/**
 * The layers of `src/` (docs/architecture.md, "Layers"), lowest first: a folder may import its own layer
 * and the ones below, never one above. Type-only imports count too: a type names what it depends on.
 */
export const LAYERS: readonly (readonly string[])[] = [
  // 0 foundation: configuration, styles' tokens, languages and their translations
  ['lib/config', 'lib/styles', 'lib/i18n'],
  // 1 rules: pure functions of their input (spec rules)
  ['lib/rules'],
  // 2 infrastructure: caches, cookies and headers, browser stores, the storefront's own store
  ['lib/cache', 'lib/security', 'lib/stores', 'lib/store'],
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
  ['lib/routing', 'lib/shell', 'lib/subscriptions', 'lib/cruises'],
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

/** The layer folder of a source file: `src/lib/seo/jsonLd/x.ts` → `lib/seo/jsonLd`, `src/lib/config.ts` → `lib/config`. */
export function folderOf(file: string): string {
  const parts = relative(resolve(root, 'src'), file).split('/');
  if (parts[0] !== 'lib') return parts.length > 1 ? String(parts[0]) : String(parts[0]).replace(/\.\w+$/, '');
  if (parts.length === 2)
    return `lib/${String(parts[1])
      .replace(/\.\w+$/, '')
      .replace(/\.test$/, '')}`;
  if (parts[1] === 'seo' && parts.length > 3) return `lib/seo/${parts[2]}`;
  return `lib/${parts[1]}`;
}

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
});
