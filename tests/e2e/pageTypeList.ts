// Every page type of the demo sites, once each: [label, microsite alias, path]. The layout checks
// (tests/e2e/mobile-layout.spec.ts) and `npm run screenshots` (scripts/screenshots.mjs) walk this
// list; plain data, so that Node runs the script's import of this file as it is (type stripping).

/** One page type: its label, the microsite alias and the English path (`/ar` + path is its Arabic twin). */
export type PageTypeEntry = readonly [label: string, alias: string, path: string];

export const PAGE_TYPES: readonly PageTypeEntry[] = [
  ['landing page', 'london-theatre', '/'],
  ['collection page', 'london-theatre', '/west-end-shows/'],
  ['show page', 'broadway', '/hamilton/'],
  ['reviews page', 'london-theatre', '/reviews/'],
  ['venue page', 'london-theatre', '/lyceum-theatre/'],
  ['seating plan', 'london-theatre', '/lyceum-theatre-seating-plan/'],
  ['news page', 'london-theatre', '/news/'],
  ['city page', 'paris', '/'],
  ['cruises page', 'paris', '/seine-river-cruises/'],
  ['category page', 'vatican', '/tickets/'],
  ['sub-category page', 'colosseum', '/guided-tours/'],
  ['colosseum landing page', 'colosseum', '/'],
  ['day trips page', 'colosseum', '/day-trips-from-rome/'],
  ['shoulder page', 'colosseum', '/what-to-see/'],
  ['content page', 'colosseum', '/visitor-guide/'],
  ['legal page', 'colosseum', '/privacy-policy/'],
  ['broadway landing page', 'broadway', '/'],
  ['default content page', 'broadway', '/theatre-district-guide/'],
  ['transfer page', 'rome-transfers', '/'],
  ['hop-on hop-off page', 'london-bus', '/'],
  ['vienna landing page', 'vienna', '/'],
  ['global homepage', 'global', '/'],
  ['global experience', 'global', '/italy/rome/colosseum-roman-forum-palatine-hill-priority-tickets/'],
];

/** The languages every page type is looked at in: [code, path prefix]. */
export const PAGE_LANGUAGES = [
  ['en', ''],
  ['ar', '/ar'],
] as const;
