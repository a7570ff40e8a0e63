import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShortcodes, type ShortcodeTree } from '../../rules/shortcodes/parseShortcodes';
import { SHORTCODE_SPEC } from '../../rules/shortcodes/shortcodeSpec';
import { positionTree, type Positioned } from './positionTree';

const place = (text: string) => positionTree(text, parseShortcodes(text));
/** The text of each positioned text node, as written in the source. */
const texts = (source: string, nodes: Positioned[]): string[] =>
  nodes.flatMap((node) =>
    node.type === 'text' ? [source.slice(node.start, node.end)] : texts(source, node.children),
  );
const treeTexts = (tree: ShortcodeTree): string[] =>
  tree.flatMap((node) => (node.type === 'text' ? [node.text] : treeTexts(node.children)));

describe('positionTree', () => {
  it('places text nodes around self-standing and enclosing shortcodes', () => {
    const source = 'From [price tgid=1] [notes title="A"]Bring [check]ID[/check][/NOTES ] ok';
    const placed = place(source);
    expect(placed?.map((node) => (node.type === 'text' ? [node.start, node.end] : node.node.name))).toEqual([
      [0, 5],
      'price',
      [19, 20],
      'notes',
      [source.length - 3, source.length],
    ]);
    expect(texts(source, placed ?? [])).toEqual(['From ', ' ', 'Bring ', 'ID', ' ok']);
    const selfClosed = '[price tgid=1 /][/price]';
    expect(texts(selfClosed, place(selfClosed) ?? [])).toEqual(['[/price]']);
  });
  it('keeps odd spaces of the source in place', () => {
    const source = 'a\u00a0[train text="x\u202fy"] b';
    expect(texts(source, place(source) ?? [])).toEqual(['a\u00a0', ' b']);
  });
  it('follows unclosed and stray tags as the parser reads them', () => {
    const source = '[popup][check]A[/popup][/check] [bus]Line 42';
    expect(texts(source, place(source) ?? [])).toEqual(['A', '[/check] ', 'Line 42']);
  });
  it('refuses a tree that does not fit the text', () => {
    expect(positionTree('Hi', parseShortcodes('Ho'))).toBeUndefined();
    expect(positionTree('Hi [train]', parseShortcodes('Hi'))).toBeUndefined();
  });
  it('places every parse of random text, each text node verbatim', () => {
    const names = Object.keys(SHORTCODE_SPEC);
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(...names).map((name) => `[${name}]`),
      fc.constantFrom(...names).map((name) => `[/${name}]`),
      fc.constantFrom(...names).map((name) => `[/${name.toUpperCase()}  ]`),
      fc.tuple(fc.constantFrom(...names), fc.string()).map(([name, value]) => `[${name} text="${value}"]`),
      fc.constantFrom('[', ']', '/]', '\u00a0', '\u200b', '[a]', '[price tgid=1 /]'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const source = pieces.join('');
        const tree = parseShortcodes(source);
        const placed = positionTree(source, tree);
        expect(placed).toBeDefined();
        const normal = (text: string) => text.replace(/[\u00a0\u2007\u202f\u200b-\u200d\u2060\ufeff]/g, ' ');
        expect(texts(source, placed ?? []).map(normal)).toEqual(treeTexts(tree));
      }),
      { numRuns: 400 },
    );
  });
});
