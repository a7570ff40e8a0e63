/** Paths no crawler needs: the catalogue API and the local content repository's API. */
export const DISALLOWED_PATHS = ['/api/', '/_content/'] as const;

/**
 * robots.txt for a host: a known microsite (its origin given) may be crawled except the APIs and points
 * to its sitemap index; any other host (unknown, the demo index, a bad Host header) is closed to crawlers.
 * @example robotsTxt(undefined) === 'User-agent: *\nDisallow: /\n'
 */
export function robotsTxt(origin: string | undefined): string {
  if (!origin) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
