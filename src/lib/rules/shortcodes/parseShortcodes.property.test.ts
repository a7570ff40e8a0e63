import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShortcodes, type ShortcodeTree } from './parseShortcodes';
import { SHORTCODE_SPEC } from './shortcodeSpec';

const names = Object.keys(SHORTCODE_SPEC);
const piece = fc.oneof(
  fc.string(),
  fc.constantFrom(...names).map((name) => `[${name}]`),
  fc.constantFrom(...names).map((name) => `[/${name}]`),
  fc
    .tuple(
      fc.constantFrom(...names),
      fc.constantFrom('src', 'url', 'tgid', 'text', 'target', 'id', 'lat', 'lng'),
      fc.string(),
    )
    .map(([name, attribute, value]) => `[${name} ${attribute}="${value}"]`),
  fc.constantFrom(
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '\u00a0',
    '\u200b',
    '[',
    ']',
    '/]',
  ),
);
const richText = fc.array(piece, { maxLength: 20 }).map((pieces) => pieces.join(''));

function* walk(tree: ShortcodeTree): Generator<ShortcodeTree[number]> {
  for (const node of tree) {
    yield node;
    if (node.type === 'shortcode') yield* walk(node.children);
  }
}

describe('parseShortcodes (properties)', () => {
  it('never throws and keeps every character of plain text', () => {
    fc.assert(
      fc.property(richText, (input) => {
        const tree = parseShortcodes(input);
        expect(Array.isArray(tree)).toBe(true);
      }),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('[')),
        (input) => {
          const tree = parseShortcodes(input);
          expect(tree.map((node) => (node.type === 'text' ? node.text : '')).join('')).toBe(
            input.replace(/\u00a0|\u2007|\u202f|\u200b|\u200c|\u200d|\u2060|\ufeff/g, ' '),
          );
        },
      ),
    );
  });
  it('never puts markup or script in attributes', () => {
    fc.assert(
      fc.property(richText, (input) => {
        for (const node of walk(parseShortcodes(input))) {
          if (node.type !== 'shortcode') continue;
          for (const [name, value] of Object.entries(node.attributes)) {
            if (typeof value !== 'string') continue;
            expect(value).not.toMatch(/[<>]/);
            if (['src', 'url'].includes(name))
              expect(value).toMatch(/^(https:\/\/[^\s"'<>]+|\/(?![/\\])[^\s"'<>]*)$/);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
