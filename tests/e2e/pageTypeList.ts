// The page types of the demo sites as [label, microsite alias, path] tuples, for the layout checks
// (tests/e2e/mobile-layout.spec.ts) and `npm run screenshots` (scripts/screenshots.mjs): a view of the
// one list, scripts/lib/pageTypes.ts, never a second one.
import { LANGUAGES, PAGE_TYPES as TYPES } from '../../scripts/lib/pageTypes.ts';

/** One page type: its label, the microsite alias and the English path (`/ar` + path is its Arabic twin). */
export type PageTypeEntry = readonly [label: string, alias: string, path: string];

export const PAGE_TYPES: readonly PageTypeEntry[] = TYPES.map(({ label, alias, path }) => [
  label,
  alias,
  path,
]);

/** The languages every page type is looked at in: [code, path prefix]. */
export const PAGE_LANGUAGES = LANGUAGES;
