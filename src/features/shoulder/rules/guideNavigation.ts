import { shoulderTypeRank, type ShoulderPageType } from './shoulderPageTypes';

/** A shoulder page of a site as the guide's navigation knows it. */
export interface GuidePage {
  uid: string;
  /** Its path in the page's language, e.g. `/ar/history/`. */
  href: string;
  type: ShoulderPageType;
  /** The page's title (plain text). */
  title: string;
  /** The document's `nav_label`, when the editor chose a short label. */
  navLabel?: string | undefined;
}

export interface GuideLink extends GuidePage {
  /** What the navigation shows: the nav label, the type's label, or the title (see `guideLinks`). */
  label: string;
  current: boolean;
}

export interface GuideNavigation {
  links: GuideLink[];
  previous: GuideLink | undefined;
  next: GuideLink | undefined;
}

/**
 * The site's shoulder pages in guide order: by type (visitor-journey order of
 * `SHOULDER_PAGE_TYPES`), then by title, then by uid; each uid once.
 * @example orderGuides([{ uid: 'b', type: 'tips', … }, { uid: 'a', type: 'history', … }]).map((p) => p.uid) → ['a', 'b']
 */
export function orderGuides<T extends GuidePage>(pages: readonly T[]): T[] {
  const seen = new Set<string>();
  return pages
    .filter((page) => !seen.has(page.uid) && seen.add(page.uid))
    .sort(
      (a, b) =>
        shoulderTypeRank(a.type) - shoulderTypeRank(b.type) ||
        a.title.localeCompare(b.title) ||
        a.uid.localeCompare(b.uid),
    );
}

/**
 * The guide's links: ordered, each labelled by its `nav_label`, else by its type's label (short and
 * the same on every page), except `misc` pages and a second page of the same type, which take
 * their title so that no two links read the same; the current page is marked.
 * @example guideLinks(pages, 'x.com.history', (type) => labels[type]).find((link) => link.current)?.label === 'History'
 */
export function guideLinks(
  pages: readonly GuidePage[],
  currentUid: string | undefined,
  typeLabel: (type: ShoulderPageType) => string,
): GuideLink[] {
  const typesSeen = new Set<ShoulderPageType>();
  return orderGuides(pages).map((page) => {
    const repeated = typesSeen.has(page.type);
    typesSeen.add(page.type);
    const label =
      page.navLabel?.trim() ||
      (page.type === 'misc' || repeated ? page.title : typeLabel(page.type)) ||
      page.title;
    return { ...page, label, current: page.uid === currentUid };
  });
}

/**
 * The guide around the current page: its links, and the pages before and after it in guide order
 * (none before the first, none after the last; none at all when the page is not in the guide).
 * @example guideNavigation(pages, 'x.com.timings', label).previous?.type === 'plan-your-visit'
 */
export function guideNavigation(
  pages: readonly GuidePage[],
  currentUid: string,
  typeLabel: (type: ShoulderPageType) => string,
): GuideNavigation {
  const links = guideLinks(pages, currentUid, typeLabel);
  const index = links.findIndex((link) => link.current);
  return {
    links,
    previous: index > 0 ? links[index - 1] : undefined,
    next: index >= 0 ? links[index + 1] : undefined,
  };
}
