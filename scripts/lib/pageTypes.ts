// One page of every page type of the demo sites, for the measuring scripts and checks that look at the
// whole site: the HTML validity check (scripts/html-validity.mjs, tests/e2e/html-validity.spec.ts), the
// phone layout checks (tests/e2e/mobile-layout.spec.ts) and `npm run screenshots` take them all, Lighthouse (scripts/lighthouse.mjs) the ones marked `lighthouse`. Each is measured in every
// language of LANGUAGES (English and Arabic, the right-to-left one).

export interface PageType {
  /** What the page is, as the scripts print it. */
  label: string;
  /** The microsite's alias (its host is `<alias>.localhost`). */
  alias: string;
  /** The English path; other languages prefix it with `/<language>`. */
  path: string;
  /** Measured by `npm run lighthouse` too. */
  lighthouse?: boolean;
}

export const PAGE_TYPES: readonly PageType[] = [
  { label: 'landing page', alias: 'london-theatre', path: '/', lighthouse: true },
  { label: 'show page', alias: 'broadway', path: '/hamilton/', lighthouse: true },
  { label: 'collection page', alias: 'london-theatre', path: '/west-end-shows/', lighthouse: true },
  { label: 'reviews page', alias: 'london-theatre', path: '/reviews/', lighthouse: true },
  { label: 'venue page', alias: 'london-theatre', path: '/lyceum-theatre/', lighthouse: true },
  { label: 'seating plan', alias: 'london-theatre', path: '/lyceum-theatre-seating-plan/', lighthouse: true },
  { label: 'transfer page', alias: 'rome-transfers', path: '/', lighthouse: true },
  { label: 'cruises page', alias: 'paris', path: '/seine-river-cruises/', lighthouse: true },
  { label: 'hop-on hop-off page', alias: 'london-bus', path: '/', lighthouse: true },
  { label: 'day trips page', alias: 'colosseum', path: '/day-trips-from-rome/', lighthouse: true },
  { label: 'shoulder page', alias: 'colosseum', path: '/what-to-see/', lighthouse: true },
  { label: 'news page', alias: 'london-theatre', path: '/news/', lighthouse: true },
  { label: 'content page', alias: 'colosseum', path: '/visitor-guide/', lighthouse: true },
  { label: 'global homepage', alias: 'global', path: '/', lighthouse: true },
  { label: 'city page', alias: 'paris', path: '/' },
  { label: 'city guide', alias: 'colosseum', path: '/rome-city-guide/' },
  { label: 'category page', alias: 'vatican', path: '/tickets/' },
  { label: 'sub-category page', alias: 'colosseum', path: '/guided-tours/' },
  { label: 'transfer sub-page', alias: 'rome-transfers', path: '/shared-shuttle/' },
  { label: 'news article', alias: 'london-theatre', path: '/news/hamilton-review-victoria-palace/' },
  { label: 'default page', alias: 'broadway', path: '/theatre-district-guide/' },
  { label: 'legal page', alias: 'london-theatre', path: '/privacy-policy/' },
  { label: 'global country', alias: 'global', path: '/united-kingdom/' },
  { label: 'global city', alias: 'global', path: '/italy/rome/' },
  { label: 'global attraction', alias: 'global', path: '/italy/rome/colosseum/' },
  { label: 'global collection', alias: 'global', path: '/united-kingdom/london/west-end-shows/' },
  {
    label: 'global experience',
    alias: 'global',
    path: '/italy/rome/colosseum-roman-forum-palatine-hill-priority-tickets/',
  },
  { label: 'colosseum landing page', alias: 'colosseum', path: '/' },
  { label: 'broadway landing page', alias: 'broadway', path: '/' },
  { label: 'vienna landing page', alias: 'vienna', path: '/' },
  { label: 'not found page', alias: 'london-theatre', path: '/no-such-page-here/' },
];

/** [language, path prefix]: English and Arabic. */
export const LANGUAGES: readonly (readonly [string, string])[] = [
  ['en', ''],
  ['ar', '/ar'],
];

/** Every page of PAGE_TYPES in every language of LANGUAGES. */
export function pageUrls(
  types: readonly PageType[] = PAGE_TYPES,
): { label: string; alias: string; path: string }[] {
  return types.flatMap(({ label, alias, path }) =>
    LANGUAGES.map(([language, prefix]) => ({
      label: `${label} (${language})`,
      alias,
      path: `${prefix}${path}`,
    })),
  );
}
