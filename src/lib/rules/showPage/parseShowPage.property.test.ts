import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShowPage } from './parseShowPage';

const headings = [
  'FAQ',
  'Listicle',
  'Special Offer',
  'About the Theatre',
  'Critic Review',
  'Highlights',
  'Opening Date',
  'Theatre Name',
  'Map URL',
  'Safety Banner',
  'Cast',
];
const text = fc.oneof(
  fc.string(),
  fc.constantFrom(...headings),
  fc.constantFrom('Q: x?', 'A: y', 'YES', '<script>alert(1)</script>', 'javascript:alert(1)'),
);
const span = fc.record({
  start: fc.integer({ min: -5, max: 40 }),
  end: fc.integer({ min: -5, max: 40 }),
  type: fc.constantFrom('strong', 'em', 'hyperlink', 'label'),
  data: fc.record({
    url: fc.oneof(
      fc.webUrl(),
      fc.constantFrom('javascript:alert(1)', 'data:text/html,<b>', '//evil.com', '/ok/'),
    ),
  }),
});
const block = fc.oneof(
  fc.record({
    type: fc.constantFrom(
      'heading1',
      'heading2',
      'heading3',
      'heading4',
      'heading6',
      'paragraph',
      'list-item',
      'image',
    ),
    text,
    spans: fc.array(span, { maxLength: 3 }),
  }),
  fc.anything(),
);

describe('parseShowPage (properties)', () => {
  it('never throws and never keeps an unsafe link or invents text', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 25 }), (blocks) => {
        const page = parseShowPage(blocks, { now: new Date('2026-03-01T00:00:00Z') });
        const json = JSON.stringify(page);
        expect(json).not.toMatch(/"url":"(?!https:\/\/|\/(?![/\\]))/);
        for (const url of [page.mapURL, page.detailsObjects.theatrePageUrl]) {
          if (url !== undefined) expect(url).toMatch(/^(https:\/\/|\/(?![/\\]))/);
        }
        const inputTexts = blocks
          .map((b) => (typeof b === 'object' && b !== null && 'text' in b ? String(b.text) : ''))
          .join('\n');
        for (const tab of page.tabs) expect(inputTexts).toContain(tab.tab_name);
      }),
      { numRuns: 300 },
    );
  });
  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => parseShowPage(value, { now: new Date() })).not.toThrow();
      }),
    );
  });
});
