/**
 * Each page's own stylesheet (issue 21 §5, docs/performance.md "Lighthouse"): the site renders every page
 * type from one route, so Astro builds one stylesheet of every component's CSS (100 kB, 87 % of it
 * unused on any one page) and makes every page wait for it. At build time `indexStylesheet`
 * (src/integrations/pageStyles.ts) cuts that stylesheet into its rules, each marked with the components
 * (`data-astro-cid-…` scopes) it styles; at render time the server keeps the rules of the components a
 * page contains and writes them into the page (`pageStyleEdits`): no render-blocking request, and the
 * browser parses a fifth of the CSS.
 *
 * This module is the render-time half: plain strings, no CSS parser.
 */

/** The index's file name beside the server build (written by the integration, read by src/server/entry.ts). */
export const PAGE_STYLES_FILE = 'page-styles.json';

/** A rule (or a rule-less statement) of the stylesheet, in source order. */
export interface StyleRule {
  /** The rule as written in the stylesheet. */
  css: string;
  /**
   * The component scopes the rule is for: it can match only inside one of them. `null`: a rule for every
   * page (global styles, islands' styles, `:global(…)` selectors, `@keyframes`, `@font-face`).
   */
  scopes: string[] | null;
}

/** A conditional group (`@media`, `@supports`, `@layer`, `@container`) and the entries inside it. */
export interface StyleGroup {
  /** The group's prelude with its opening brace, e.g. `@media (max-width:900px){`. */
  open: string;
  entries: StyleEntry[];
}

export type StyleEntry = StyleRule | StyleGroup;

/** The built stylesheets a page may link, by their URL path (`/_astro/_..faU3RsJQ.css`). */
export interface PageStylesIndex {
  sheets: Record<string, StyleEntry[]>;
}

const SCOPE_MARK = 'data-astro-cid-';
/** a–z or 0–9, the characters of a scope's name. */
const isScopeCharacter = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * Islands whose stylesheets stand under one root class that the server renders with them (the calendar
 * of show pages and the `calendar` shortcode, the review filters): their rules go only to pages that
 * contain that class, under the scope `island:<class>`. Other islands' styles (the currency switcher,
 * the consent banner and the toasts, on every page) stay rules for every page.
 */
export const ISLAND_ROOTS = ['availability-calendar', 'review-filters'] as const;

/** The scope of an island root's rules. @example islandScope('review-filters') === 'island:review-filters' */
export const islandScope = (root: string): string => `island:${root}`;

/**
 * The component scopes a page's HTML contains (Astro marks each element of a component with
 * `data-astro-cid-<scope>`), and the islands of ISLAND_ROOTS it renders.
 * @example scopesIn('<p data-astro-cid-ab12>x</p><a data-astro-cid-cd34>') → Set { 'ab12', 'cd34' }
 */
export function scopesIn(html: string): Set<string> {
  const scopes = new Set<string>();
  // A page holds thousands of marks of a few dozen scopes: found with indexOf, each scope read as its
  // run of [a-z0-9] (a regex's match objects, one per mark, were most of this step's time; issue 25).
  let last = '';
  for (let at = html.indexOf(SCOPE_MARK); at >= 0; at = html.indexOf(SCOPE_MARK, at)) {
    const start = at + SCOPE_MARK.length;
    // Marks come in runs of one scope (a component's elements): the scope just seen is not read again.
    if (last && html.startsWith(last, start) && !isScopeCharacter(html.charCodeAt(start + last.length))) {
      at = start + last.length;
      continue;
    }
    let end = start;
    while (end < html.length && isScopeCharacter(html.charCodeAt(end))) end += 1;
    if (end > start) {
      last = html.slice(start, end);
      scopes.add(last);
    }
    at = end;
  }
  // An island's root class anywhere in the page (a mention elsewhere only adds a few rules).
  for (const root of ISLAND_ROOTS) if (html.includes(root)) scopes.add(islandScope(root));
  return scopes;
}

/**
 * The part of a stylesheet a page needs, in the stylesheet's order: every rule for all pages, and the
 * rules of the component scopes it contains; a group is written only when something in it is kept.
 * @example stylesFor([{ css: 'a{color:red}', scopes: null }, { css: '.x[data-astro-cid-q]{top:0}', scopes: ['q'] }], new Set()) === 'a{color:red}'
 */
export function stylesFor(entries: readonly StyleEntry[], scopes: ReadonlySet<string>): string {
  let css = '';
  for (const entry of entries) {
    if ('open' in entry) {
      const inner = stylesFor(entry.entries, scopes);
      if (inner) css += `${entry.open}${inner}}`;
    } else if (entry.scopes === null || entry.scopes.some((scope) => scopes.has(scope))) {
      css += entry.css;
    }
  }
  return css;
}

/** Astro's link to a built stylesheet in the head. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"\s*\/?>/g;

/** What a selection of a stylesheet (for one set of scopes) is kept as: its CSS, and what a caller derives from it. */
export interface Selection {
  /** The selected rules; empty when the page needs none of the sheet (the link is then removed). */
  readonly css: string;
}

/** A selection as its CSS alone (what `pageStyleEdits` makes when a caller derives nothing more). */
export const plainSelection = (css: string): Selection => ({ css });

/** One stylesheet link of a page and what takes its place (`pageStyleEdits`). */
export interface PageStyleEdit<S extends Selection = Selection> {
  /** Where the link starts and ends in the page (in UTF-16 units of the string the plan was made on). */
  from: number;
  to: number;
  /** The selection's key (stylesheet and scopes: equal keys, equal CSS). */
  key: string;
  /** The scopes, sorted and separated by spaces, as `data-scopes` names them. */
  scopes: string;
  selection: S;
}

/**
 * Where a page's indexed stylesheet links are and what replaces each: its rules for the components on
 * the page. Links to stylesheets the index does not know are left out of the plan (kept as they are).
 * A selection is made once per key by `derive` (the server's step derives its `<style>` bytes and CSP
 * hash with it) and kept in `cache` when one is given. The server's step
 * (src/server/pageStylesStep.ts) splices the page's rendered bytes by this plan, so the page is not
 * copied into a second string and encoded again.
 * @example pageStyleEdits('<link rel="stylesheet" href="/s.css"><p>', { sheets: { '/s.css': [{ css: 'p{margin:0}', scopes: null }] } }, plainSelection) → [{ from: 0, to: 37, key: '/s.css|', scopes: '', selection: { css: 'p{margin:0}' } }]
 */
export function pageStyleEdits<S extends Selection>(
  html: string,
  index: PageStylesIndex,
  derive: (css: string, scopes: string) => S,
  cache?: Map<string, S>,
): PageStyleEdit<S>[] {
  const edits: PageStyleEdit<S>[] = [];
  let scopes: string | undefined;
  let found: Set<string> | undefined;
  for (const match of html.matchAll(STYLESHEET_LINK)) {
    const href = match[1] ?? '';
    const entries = Object.hasOwn(index.sheets, href) ? index.sheets[href] : undefined;
    if (!entries) continue;
    found ??= scopesIn(html);
    scopes ??= [...found].sort().join(' ');
    const key = `${href}|${scopes.replaceAll(' ', ',')}`;
    let selection = cache?.get(key);
    if (selection === undefined) {
      // A stylesheet never holds `</style`, but the page must not end its element early if one did.
      selection = derive(stylesFor(entries, found).replaceAll('</style', '<\\/style'), scopes);
      if (cache) {
        if (cache.size >= MAX_CACHED_SELECTIONS) cache.clear();
        cache.set(key, selection);
      }
    }
    edits.push({ from: match.index, to: match.index + match[0].length, key, scopes, selection });
  }
  return edits;
}

/**
 * What takes a link's place: the selection as an inline stylesheet, or nothing when it is empty.
 * @example styleElement('p{top:0}', 'aa11 bb22') === '<style data-scopes="aa11 bb22">p{top:0}</style>'
 */
export const styleElement = (css: string, scopes: string): string =>
  css ? `<style ${SCOPES_ATTRIBUTE}="${scopes}">${css}</style>` : '';

/** Names, on each inline stylesheet, the component scopes whose rules it holds. */
export const SCOPES_ATTRIBUTE = 'data-scopes';

/**
 * Whether a document's styles cover the components in a piece of HTML fetched from another page (the
 * reviews' next page, the page in another currency) before it is put in: a scope its inline styles do
 * not hold would show unstyled (and the page's Content-Security-Policy admits no other styles), so the
 * caller loads that page instead. A document that links the whole stylesheet covers everything.
 * @example stylesCover(document, '<p data-astro-cid-zz99>') === false // when no inline style holds zz99
 */
export function stylesCover(doc: ParentNode, html: string): boolean {
  const styles = [...doc.querySelectorAll(`style[${SCOPES_ATTRIBUTE}]`)];
  if (styles.length === 0) return true;
  const held = new Set(styles.flatMap((style) => (style.getAttribute(SCOPES_ATTRIBUTE) ?? '').split(' ')));
  for (const scope of scopesIn(html)) if (!held.has(scope)) return false;
  return true;
}

/**
 * A fetched page's HTML without its `<style>` elements, for parsing in the browser: a parsed document
 * shares the page's Content-Security-Policy, which admits only this page's own inline styles, so a
 * fetched page's (other) styles would be reported as violations. What is read from such a page is its
 * markup; `stylesCover` says whether this page has the styles for it.
 * @example withoutStyleElements('<head><style data-scopes="a">p{}</style></head><p>') === '<head></head><p>'
 */
export function withoutStyleElements(html: string): string {
  return html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');
}

/** How many scope selections one process keeps (a page type's pages share a handful). */
export const MAX_CACHED_SELECTIONS = 2000;

/**
 * The Content-Security-Policy with the hashes of inline stylesheets added to its `style-src` (added as a
 * directive when it has none, after `default-src` would otherwise refuse them).
 * @example withStyleHashes("default-src 'self'; style-src 'self'", ["'sha256-abc='"]) === "default-src 'self'; style-src 'self' 'sha256-abc='"
 */
export function withStyleHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const directives = policy.split(';');
  const at = directives.findIndex(
    (directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() === 'style-src',
  );
  const added = hashes.join(' ');
  if (at < 0) return `${policy.replace(/;?\s*$/, '')}; style-src 'self' ${added}`;
  directives[at] = `${directives[at]?.replace(/\s+$/, '')} ${added}`;
  return directives.join(';');
}
