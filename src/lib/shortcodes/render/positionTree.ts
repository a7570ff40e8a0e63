import type { ShortcodeNode, ShortcodeTree } from '../../rules/shortcodes/parseShortcodes';

/** A text node as a range of the block's text, or a shortcode with its children positioned. */
export type Positioned =
  | { type: 'text'; start: number; end: number }
  | { type: 'shortcode'; node: ShortcodeNode; children: Positioned[] };

// The parser's odd spaces (each one UTF-16 unit, so offsets do not move) made plain, as it does.
const ODD_SPACES = /\u00a0|\u2007|\u202f|\u200b|\u200c|\u200d|\u2060|\ufeff/g;

/**
 * Where each node of a parsed block lies in its text, so that the block's spans (bold, links) can be
 * kept around the widgets. Replays the parse: text nodes are verbatim (odd spaces aside) and in order;
 * an opening tag runs to the first `]` (attribute values cannot hold brackets); the closing tag of a
 * shortcode that is not self-closing (`/]`) follows its children when it was closed. Undefined if the tree does not fit the text: the
 * caller then renders the block without spans rather than misplace them.
 * @example positionTree('Hi [train]', parseShortcodes('Hi [train]')) → [{ type: 'text', start: 0, end: 3 }, { type: 'shortcode', node, children: [] }]
 */
export function positionTree(source: string, tree: ShortcodeTree): Positioned[] | undefined {
  const text = source.replace(ODD_SPACES, ' ');
  let at = 0;
  const walk = (nodes: ShortcodeTree): Positioned[] | undefined => {
    const placed: Positioned[] = [];
    for (const node of nodes) {
      if (node.type === 'text') {
        if (text.slice(at, at + node.text.length) !== node.text) return undefined;
        placed.push({ type: 'text', start: at, end: (at += node.text.length) });
        continue;
      }
      const close = text.indexOf(']', at);
      if (text[at] !== '[' || close === -1) return undefined;
      const selfClosing = /\/\s*$/.test(text.slice(at, close));
      at = close + 1;
      const children = walk(node.children);
      if (!children) return undefined;
      // Shortcode names are letters, digits and hyphens: safe inside a pattern.
      const closing = selfClosing
        ? null
        : new RegExp(`^\\[/${node.name}\\s*\\]`, 'i').exec(text.slice(at, at + 200));
      if (closing) at += closing[0].length;
      placed.push({ type: 'shortcode', node, children });
    }
    return placed;
  };
  const placed = walk(tree);
  return placed && at === text.length ? placed : undefined;
}
