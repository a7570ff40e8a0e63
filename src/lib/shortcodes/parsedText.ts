import { parseShortcodes, type ShortcodeNode, type ShortcodeTree } from '../rules/shortcodes/parseShortcodes';
import { mayContainShortcodes, textBlockOf } from './textBlocks';

// Page texts repeat on every request: parse each once. Bounded so odd content cannot grow it forever.
const MAX_CACHED = 2000;
const trees = new Map<string, ShortcodeTree>();

/**
 * The shortcode tree of a block's text, cached by text; texts without `[` never reach the parser.
 * @example shortcodeTreeOf('Hi') → [{ type: 'text', text: 'Hi' }]
 */
export function shortcodeTreeOf(text: string): ShortcodeTree {
  if (!text.includes('[')) return text ? [{ type: 'text', text }] : [];
  const cached = trees.get(text);
  if (cached) return cached;
  const tree = parseShortcodes(text);
  if (trees.size >= MAX_CACHED) trees.clear();
  trees.set(text, tree);
  return tree;
}

/** @example hasShortcode(shortcodeTreeOf('[train]')) === true; hasShortcode(shortcodeTreeOf('[1]')) === false */
export const hasShortcode = (tree: ShortcodeTree): boolean => tree.some((node) => node.type === 'shortcode');

function* walk(tree: ShortcodeTree): Generator<ShortcodeNode> {
  for (const node of tree) {
    if (node.type !== 'shortcode') continue;
    yield node;
    yield* walk(node.children);
  }
}

/**
 * Every shortcode (nested ones included) in some rich-text fields, in document order: what a page's
 * loader needs to know to fetch the catalogue data once.
 * @example shortcodesIn([[{ type: 'paragraph', text: '[price tgid=1]', spans: [] }]]).map((n) => n.name) → ['price']
 */
export function shortcodesIn(fields: readonly unknown[]): ShortcodeNode[] {
  const nodes: ShortcodeNode[] = [];
  for (const field of fields) {
    if (!mayContainShortcodes(field)) continue;
    for (const raw of field as unknown[]) {
      const block = textBlockOf(raw);
      if (block) nodes.push(...walk(shortcodeTreeOf(block.text)));
    }
  }
  return nodes;
}
