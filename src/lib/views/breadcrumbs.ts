import type { LanguageCode } from '../i18n/languages';
import { buildPagePath } from '../rules/routing/pagePath';

export interface Crumb {
  name: string;
  /** Absolute URL; the current page's crumb has none in the trail but keeps it for structured data. */
  url: string;
  current: boolean;
}

/** A readable name from a uid segment when an ancestor page has no document: `guided-tours` → `Guided tours`. */
export const segmentName = (segment: string): string => {
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The breadcrumb trail of a page: the site's home, then one crumb per path segment, named by the
 * ancestor's title when it exists, else by its segment; the last crumb is the page itself.
 * @example breadcrumbTrail({ origin: 'https://a.com', language: 'en', segments: ['shows', 'wicked'], homeName: 'Home', title: 'Wicked', ancestorTitles: ['West End shows'] })
 *   → Home (https://a.com/) › West End shows (https://a.com/shows/) › Wicked (current)
 */
export function breadcrumbTrail(input: {
  origin: string;
  language: LanguageCode;
  segments: readonly string[];
  homeName: string;
  title: string;
  ancestorTitles: readonly (string | undefined)[];
}): Crumb[] {
  const { origin, language, segments } = input;
  const crumbs: Crumb[] = [
    { name: input.homeName, url: `${origin}${buildPagePath(language, [])}`, current: segments.length === 0 },
  ];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    crumbs.push({
      name: last ? input.title : (input.ancestorTitles[index] ?? segmentName(segment)),
      url: `${origin}${buildPagePath(language, segments.slice(0, index + 1))}`,
      current: last,
    });
  });
  if (segments.length === 0 && crumbs[0]) crumbs[0].name = input.title || input.homeName;
  return crumbs;
}
