import { parseRawAttributes, typedValue } from './parseAttributes';
import {
  REQUIRED_ATTRIBUTES,
  SHORTCODE_SPEC,
  isShortcodeName,
  type AttributeKind,
  type ShortcodeAttributes,
  type ShortcodeName,
} from './shortcodeSpec';

export interface TextNode {
  type: 'text';
  text: string;
}

export type ShortcodeNode = {
  [N in ShortcodeName]: {
    type: 'shortcode';
    name: N;
    attributes: ShortcodeAttributes<N>;
    children: ShortcodeTree;
  };
}[ShortcodeName];

export type ShortcodeTree = (TextNode | ShortcodeNode)[];

// Non-breaking, narrow no-break, figure and zero-width spaces, and the BOM, become plain spaces (spec 000 §2).
const ODD_SPACES = /\u00a0|\u2007|\u202f|\u200b|\u200c|\u200d|\u2060|\ufeff/g;
const TAG = /\[(\/?)([A-Za-z][\w-]*)((?:[\s/][^[\]]*)?)\]/g;

interface Open {
  name: ShortcodeName;
  attributes: Record<string, string | number | boolean>;
  children: ShortcodeTree;
}

function pushText(tree: ShortcodeTree, text: string): void {
  if (!text) return;
  const last = tree.at(-1);
  if (last?.type === 'text') last.text += text;
  else tree.push({ type: 'text', text });
}

function typedAttributes(
  name: ShortcodeName,
  raw: Record<string, string>,
): Record<string, string | number | boolean> {
  const spec: Readonly<Record<string, AttributeKind>> = SHORTCODE_SPEC[name];
  const typed: Record<string, string | number | boolean> = {};
  for (const [attribute, value] of Object.entries(raw)) {
    const kind = Object.hasOwn(spec, attribute) ? spec[attribute] : undefined;
    const converted = kind ? typedValue(kind, value) : undefined;
    if (converted !== undefined) typed[attribute] = converted;
  }
  return typed;
}

function renderable(name: ShortcodeName, attributes: Record<string, unknown>): boolean {
  if (name === 'map') return 'src' in attributes || ('lat' in attributes && 'lng' in attributes);
  if (name === 'cta') return 'url' in attributes || 'tgid' in attributes;
  return (REQUIRED_ATTRIBUTES[name] ?? []).every((attribute) => attribute in attributes);
}

/** An unclosed shortcode stands alone; what followed it moves up a level, after it. */
function closeAsSelfClosing(open: Open, parent: ShortcodeTree): void {
  parent.push({
    type: 'shortcode',
    name: open.name,
    attributes: open.attributes,
    children: [],
  } as ShortcodeNode);
  for (const child of open.children) {
    if (child.type === 'text') pushText(parent, child.text);
    else parent.push(child);
  }
}

/**
 * Rich text with WordPress-like shortcodes (spec 000 §2) as a typed tree: `[name attr="value"]`,
 * `[name /]` and `[name]…[/name]`; attribute names lowercased; odd spaces made plain. Unknown names,
 * malformed attribute lists, stray closing tags and shortcodes missing a required attribute stay as
 * text. Attribute values are typed and checked (safe links, allow-listed embeds, plain text), so nothing
 * in the tree is markup: a renderer escapes text nodes and uses attributes as values.
 * @example parseShortcodes('From [price tgid="42"] only') → [text 'From ', shortcode price { tgid: 42 }, text ' only']
 */
export function parseShortcodes(input: string | null | undefined): ShortcodeTree {
  const source = (input ?? '').replace(ODD_SPACES, ' ');
  const root: ShortcodeTree = [];
  const stack: Open[] = [];
  const current = (): ShortcodeTree => stack.at(-1)?.children ?? root;
  let position = 0;
  for (const match of source.matchAll(TAG)) {
    const [whole, slash = '', rawName = '', rawAttributes = ''] = match;
    pushText(current(), source.slice(position, match.index));
    position = match.index + whole.length;
    const name = rawName.toLowerCase();
    if (!isShortcodeName(name)) {
      pushText(current(), whole);
      continue;
    }
    if (slash) {
      const depth = stack.map((open) => open.name).lastIndexOf(name);
      if (depth === -1 || rawAttributes.trim()) {
        pushText(current(), whole);
        continue;
      }
      while (stack.length - 1 > depth) {
        const unclosed = stack.pop() as Open;
        closeAsSelfClosing(unclosed, current());
      }
      const open = stack.pop() as Open;
      current().push({
        type: 'shortcode',
        name: open.name,
        attributes: open.attributes,
        children: open.children,
      } as ShortcodeNode);
      continue;
    }
    const selfClosing = /\/\s*$/.test(rawAttributes);
    const raw = parseRawAttributes(selfClosing ? rawAttributes.replace(/\/\s*$/, '') : rawAttributes);
    const attributes = raw && typedAttributes(name, raw);
    if (!attributes || !renderable(name, attributes)) {
      pushText(current(), whole);
      continue;
    }
    if (selfClosing) current().push({ type: 'shortcode', name, attributes, children: [] } as ShortcodeNode);
    else stack.push({ name, attributes, children: [] });
  }
  pushText(current(), source.slice(position));
  while (stack.length > 0) {
    const unclosed = stack.pop() as Open;
    closeAsSelfClosing(unclosed, current());
  }
  return root;
}
