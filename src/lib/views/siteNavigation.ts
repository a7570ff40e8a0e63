import type { NavEntry } from './chromeDocuments';

/** A page the site has in the page's language, as the navigation may link to it. */
export interface SitePage {
  /** `show`: a show page; `landing`: a top-level landing page (collection, category, guide). */
  kind: 'show' | 'landing';
  label: string;
  /** With the language prefix, as the header's links: `/fr/west-end-shows/`. */
  href: string;
}

/** The bar is filled up to this many entries with landing pages the editor's header leaves out. */
export const MIN_NAV_ENTRIES = 4;

const byLabel = (a: SitePage, b: SitePage) => a.label.localeCompare(b.label);

/**
 * The header navigation from what the site has in this language (issue 21 §4): the editor's entries in
 * their order; a group that lists a show lists every show page of the language (the editor's first,
 * then the others by name); a header with fewer than MIN_NAV_ENTRIES entries (a translation that
 * lists only the home page) is filled with the language's landing pages it does not link yet, by name.
 * @example siteNavigation([{ kind: 'group', label: 'Shows', links: [wicked] }], [wicked, hamilton].map(show))
 *   → [{ kind: 'group', label: 'Shows', links: [wicked, hamilton] }]
 */
export function siteNavigation(header: readonly NavEntry[], pages: readonly SitePage[]): NavEntry[] {
  const shows = pages.filter((page) => page.kind === 'show').sort(byLabel);
  const showHrefs = new Set(shows.map((page) => page.href));
  const navigation = header.map((entry): NavEntry => {
    if (entry.kind === 'link' || !entry.links.some((link) => showHrefs.has(link.href))) return entry;
    const listed = new Set(entry.links.map((link) => link.href));
    const more = shows.filter((show) => !listed.has(show.href));
    return { ...entry, links: [...entry.links, ...more.map(({ label, href }) => ({ label, href }))] };
  });
  if (navigation.length >= MIN_NAV_ENTRIES) return navigation;
  const linked = new Set(
    navigation.flatMap((entry) =>
      entry.kind === 'link' ? [entry.href] : entry.links.map((link) => link.href),
    ),
  );
  const landings = pages
    .filter((page) => page.kind === 'landing' && !linked.has(page.href))
    .sort(byLabel)
    .slice(0, MIN_NAV_ENTRIES - navigation.length);
  return [...navigation, ...landings.map(({ label, href }): NavEntry => ({ kind: 'link', label, href }))];
}
