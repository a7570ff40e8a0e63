// No imports: `scripts/lib/demoPages.mjs` reads the demo's sitemaps with it too (Node runs it as is).

/**
 * The paths a sitemap lists (its `<loc>`s and their hreflang alternates), each once, sorted.
 * @example sitemapPaths('<loc>https://a.com/x/</loc><xhtml:link href="https://a.com/fr/x/"/>') → ['/fr/x/', '/x/']
 */
export function sitemapPaths(xml: string): string[] {
  const paths = new Set<string>();
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)) {
    const url = (match[1] ?? match[2] ?? '').replaceAll('&amp;', '&');
    if (!/^https?:\/\//.test(url)) continue;
    try {
      const parsed = new URL(url);
      paths.add(parsed.pathname + parsed.search);
    } catch {
      // not a URL: skipped
    }
  }
  return [...paths].sort();
}
