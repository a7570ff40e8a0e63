import { describe, expect, it } from 'vitest';
import { indexStylesheet, ruleScopes } from '../../integrations/pageStyles';
import {
  pageStyleEdits,
  plainSelection,
  scopesIn,
  styleElement,
  stylesCover,
  stylesFor,
  withoutStyleElements,
  withStyleHashes,
  type PageStylesIndex,
} from './pageStyles';

// A built stylesheet as Astro and the minifier write it: global rules, scoped rules of two components
// (one merged list of both), a media query, keyframes and a :global() rule inside a component.
const SHEET = [
  'body{margin:0}',
  '.card[data-astro-cid-aa11]{padding:1rem}',
  '.bar[data-astro-cid-bb22]{position:fixed}',
  '.card[data-astro-cid-aa11],.bar[data-astro-cid-bb22]{color:red}',
  '@media (max-width:900px){.card[data-astro-cid-aa11]{padding:0}.bar[data-astro-cid-bb22]{inset:0}}',
  '@keyframes fade{0%{opacity:0}to{opacity:1}}',
  'body:has(.bar){padding-block-end:4rem}',
  '.card[data-astro-cid-aa11] .x,main{gap:1px}',
].join('');

describe('the stylesheet index (build time)', () => {
  it('marks each rule with the components it styles, keeping the source order', () => {
    expect(indexStylesheet(SHEET)).toEqual([
      { css: 'body{margin:0}', scopes: null },
      { css: '.card[data-astro-cid-aa11]{padding:1rem}', scopes: ['aa11'] },
      { css: '.bar[data-astro-cid-bb22]{position:fixed}', scopes: ['bb22'] },
      { css: '.card[data-astro-cid-aa11],.bar[data-astro-cid-bb22]{color:red}', scopes: ['aa11', 'bb22'] },
      {
        open: '@media (max-width:900px){',
        entries: [
          { css: '.card[data-astro-cid-aa11]{padding:0}', scopes: ['aa11'] },
          { css: '.bar[data-astro-cid-bb22]{inset:0}', scopes: ['bb22'] },
        ],
      },
      { css: '@keyframes fade{0%{opacity:0}to{opacity:1}}', scopes: null },
      { css: 'body:has(.bar){padding-block-end:4rem}', scopes: null },
      { css: '.card[data-astro-cid-aa11] .x,main{gap:1px}', scopes: null },
    ]);
  });
  it('gives the rules of an island under its root class to that island', () => {
    expect(
      indexStylesheet(
        '.availability-calendar{display:flex}.availability-calendar .day,.review-filters a{color:red}.availability-calendar-x{top:0}.toast{top:0}',
      ),
    ).toEqual([
      { css: '.availability-calendar{display:flex}', scopes: ['island:availability-calendar'] },
      {
        css: '.availability-calendar .day,.review-filters a{color:red}',
        scopes: ['island:availability-calendar', 'island:review-filters'],
      },
      { css: '.availability-calendar-x{top:0}', scopes: null },
      { css: '.toast{top:0}', scopes: null },
    ]);
    const sheet = indexStylesheet('.availability-calendar{display:flex}body{margin:0}');
    expect(stylesFor(sheet, scopesIn('<div class="availability-calendar">'))).toBe(
      '.availability-calendar{display:flex}body{margin:0}',
    );
    expect(stylesFor(sheet, scopesIn('<div class="booking-box">'))).toBe('body{margin:0}');
  });
  it('gives a selector list to its components only when every selector names one', () => {
    expect(ruleScopes(['.a[data-astro-cid-x]', '.b[data-astro-cid-y]'])).toEqual(['x', 'y']);
    expect(ruleScopes(['.a[data-astro-cid-x]', 'body'])).toBeNull();
    expect(ruleScopes(['html'])).toBeNull();
  });
});

describe("a page's own styles (render time)", () => {
  const index: PageStylesIndex = { sheets: { '/_astro/site.css': indexStylesheet(SHEET) } };

  it('reads the components on a page', () => {
    expect(scopesIn('<p data-astro-cid-aa11>x</p><a data-astro-cid-bb22 data-astro-cid-aa11>')).toEqual(
      new Set(['aa11', 'bb22']),
    );
    // A mark without a name, one at the very end, one cut by a character of another kind.
    expect(scopesIn('<i data-astro-cid->a</i><b data-astro-cid-cc33="">data-astro-cid-dd44')).toEqual(
      new Set(['cc33', 'dd44']),
    );
    expect(scopesIn('no marks at all')).toEqual(new Set());
    // A scope that starts with the one just seen is a scope of its own.
    expect(
      scopesIn('<a data-astro-cid-ab><b data-astro-cid-ab><c data-astro-cid-abc><d data-astro-cid-ab>'),
    ).toEqual(new Set(['ab', 'abc']));
    expect(scopesIn('<div class="review-filters" data-astro-cid-aa11>')).toEqual(
      new Set(['aa11', 'island:review-filters']),
    );
  });

  it("keeps the rules for every page and those of the page's components, in order", () => {
    const sheet = index.sheets['/_astro/site.css'] ?? [];
    expect(stylesFor(sheet, new Set(['aa11']))).toBe(
      [
        'body{margin:0}',
        '.card[data-astro-cid-aa11]{padding:1rem}',
        '.card[data-astro-cid-aa11],.bar[data-astro-cid-bb22]{color:red}',
        '@media (max-width:900px){.card[data-astro-cid-aa11]{padding:0}}',
        '@keyframes fade{0%{opacity:0}to{opacity:1}}',
        'body:has(.bar){padding-block-end:4rem}',
        '.card[data-astro-cid-aa11] .x,main{gap:1px}',
      ].join(''),
    );
    // No component of the sheet on the page: the global rules only, and no empty media query.
    expect(stylesFor(sheet, new Set())).toBe(
      'body{margin:0}@keyframes fade{0%{opacity:0}to{opacity:1}}body:has(.bar){padding-block-end:4rem}.card[data-astro-cid-aa11] .x,main{gap:1px}',
    );
  });

  it('plans each indexed link with its place, key, rules and scopes; unknown links stay out of the plan', () => {
    const page =
      '<head><link rel="stylesheet" href="/other.css"><link rel="stylesheet" href="/_astro/site.css" /></head><i data-astro-cid-bb22 data-astro-cid-aa11></i>';
    const edits = pageStyleEdits(page, index, plainSelection);
    expect(edits).toHaveLength(1);
    const [edit] = edits;
    expect(page.slice(edit?.from, edit?.to)).toBe('<link rel="stylesheet" href="/_astro/site.css" />');
    expect(edit?.key).toBe('/_astro/site.css|aa11,bb22');
    expect(edit?.scopes).toBe('aa11 bb22');
    expect(edit?.selection.css).toMatch(/^body\{margin:0\}\.card\[data-astro-cid-aa11\]\{padding:1rem\}/);
    expect(styleElement('', 'aa11')).toBe('');
    expect(styleElement('p{top:0}', 'aa11 bb22')).toBe('<style data-scopes="aa11 bb22">p{top:0}</style>');
  });

  it('derives a selection once per key while it is kept, and again for other scopes', () => {
    const derived: string[] = [];
    const derive = (css: string, scopes: string) => {
      derived.push(scopes);
      return { css, scopes };
    };
    const cache = new Map<string, { css: string; scopes: string }>();
    const link = '<link rel="stylesheet" href="/_astro/site.css">';
    const first = pageStyleEdits(`${link}<i data-astro-cid-bb22>`, index, derive, cache);
    const again = pageStyleEdits(`<p>${link}<b data-astro-cid-bb22>`, index, derive, cache);
    pageStyleEdits(`${link}<i data-astro-cid-aa11>`, index, derive, cache);
    expect(derived).toEqual(['bb22', 'aa11']);
    expect(again[0]?.selection).toBe(first[0]?.selection);
    expect(again[0]?.from).toBe(3);
  });

  it("selects each indexed link's rules for the page's components, and never ends the element early", () => {
    const page =
      '<head><link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/other.css"></head><main><i data-astro-cid-bb22></i></main>';
    const edits = pageStyleEdits(page, index, plainSelection);
    expect(edits.map((edit) => edit.key)).toEqual(['/_astro/site.css|bb22']);
    expect(edits.map((edit) => styleElement(edit.selection.css, edit.scopes))).toEqual([
      '<style data-scopes="bb22">body{margin:0}.bar[data-astro-cid-bb22]{position:fixed}.card[data-astro-cid-aa11],.bar[data-astro-cid-bb22]{color:red}@media (max-width:900px){.bar[data-astro-cid-bb22]{inset:0}}@keyframes fade{0%{opacity:0}to{opacity:1}}body:has(.bar){padding-block-end:4rem}.card[data-astro-cid-aa11] .x,main{gap:1px}</style>',
    ]);
    const hostile: PageStylesIndex = {
      sheets: { '/s.css': [{ css: 'a::after{content:"</style>"}', scopes: null }] },
    };
    const [escaped] = pageStyleEdits('<link rel="stylesheet" href="/s.css">', hostile, plainSelection);
    expect(escaped && styleElement(escaped.selection.css, escaped.scopes)).toBe(
      '<style data-scopes="">a::after{content:"<\\/style>"}</style>',
    );
    expect(pageStyleEdits('<p>no link</p>', index, plainSelection)).toEqual([]);
  });

  it('adds the inline styles’ hashes to the policy’s style-src (or adds one)', () => {
    expect(
      withStyleHashes("default-src 'self'; style-src 'self' 'sha256-a='; style-src-attr 'unsafe-inline'", [
        "'sha256-b='",
      ]),
    ).toBe("default-src 'self'; style-src 'self' 'sha256-a=' 'sha256-b='; style-src-attr 'unsafe-inline'");
    expect(withStyleHashes("default-src 'self'", ["'sha256-b='"])).toBe(
      "default-src 'self'; style-src 'self' 'sha256-b='",
    );
    expect(withStyleHashes("default-src 'self'", [])).toBe("default-src 'self'");
  });
  it("tells whether a document's inline styles cover the components of fetched HTML", () => {
    const documentWith = (...scopes: (string | null)[]) =>
      ({
        querySelectorAll: () => scopes.map((value) => ({ getAttribute: () => value })),
      }) as unknown as ParentNode;
    expect(stylesCover(documentWith('aa11 bb22'), '<li data-astro-cid-aa11><img data-astro-cid-bb22>')).toBe(
      true,
    );
    expect(stylesCover(documentWith('aa11', 'cc33'), '<li data-astro-cid-cc33>')).toBe(true);
    expect(stylesCover(documentWith('aa11'), '<li data-astro-cid-aa11><img data-astro-cid-zz99>')).toBe(
      false,
    );
    // A document that links the whole stylesheet covers everything.
    expect(stylesCover(documentWith(), '<li data-astro-cid-zz99>')).toBe(true);
  });
  it('drops the style elements of a fetched page before it is parsed', () => {
    expect(
      withoutStyleElements(
        '<head><style data-scopes="a b">p{}</style><STYLE>i{}</STYLE></head><p data-x>ok</p>',
      ),
    ).toBe('<head></head><p data-x>ok</p>');
  });
});
