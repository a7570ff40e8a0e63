import type { ShortcodeTree } from '../../rules/shortcodes/parseShortcodes';
import type { ShortcodeData } from '../shortcodeData';
import type { TextBlock } from '../textBlocks';
import { widgetView } from '../views/widgetView';
import { isBlockView, type WidgetEnv, type WidgetView } from '../views/widgetTypes';
import { inlineHtml } from './inlineHtml';
import type { PlanNode } from './planTypes';
import { positionTree, type Positioned } from './positionTree';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** @example escapeHtml('<b> & "x"') === '&lt;b&gt; &amp; &quot;x&quot;' */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Widgets that are or hold something interactive: not allowed inside a link. */
const isLink = (view: WidgetView): boolean =>
  (view.kind === 'link' && view.href !== undefined) || (view.kind === 'icon' && view.link !== undefined);
const isInteractive = (view: WidgetView): boolean => isLink(view) || isBlockView(view);

/** The text a widget stands for when it cannot render as itself (nested in a link). */
function labelOf(view: WidgetView): string {
  switch (view.kind) {
    case 'link':
      return view.label;
    case 'icon':
      return view.link?.label ?? view.text ?? '';
    case 'value':
    case 'date':
      return view.text;
    default:
      return '';
  }
}

interface Walk {
  block: TextBlock;
  data: ShortcodeData;
  env: WidgetEnv;
}

function planOf(nodes: readonly Positioned[], walk: Walk, insideLink: boolean): PlanNode[] {
  const plan: PlanNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      plan.push({ type: 'html', html: inlineHtml(walk.block, node.start, node.end, walk.env.links) });
      continue;
    }
    const view = widgetView(node.node, walk.data, walk.env);
    const children = planOf(node.children, walk, insideLink || isLink(view));
    // A widget that cannot render keeps its enclosed content; one nested in a link keeps its label.
    if (view.kind === 'none') plan.push(...children);
    else if (insideLink && isInteractive(view))
      plan.push(
        ...(children.length > 0 ? children : [{ type: 'html' as const, html: escapeHtml(labelOf(view)) }]),
      );
    else plan.push({ type: 'widget', name: node.node.name, view, children });
  }
  return plan;
}

/** A parse tree positioned on the concatenation of its own text nodes (the block's spans dropped). */
function unpositioned(tree: ShortcodeTree, texts: string[]): Positioned[] {
  return tree.map((node): Positioned => {
    if (node.type === 'shortcode')
      return { type: 'shortcode', node, children: unpositioned(node.children, texts) };
    const start = texts.join('').length;
    texts.push(node.text);
    return { type: 'text', start, end: start + node.text.length };
  });
}

/**
 * The inline content of a text block with shortcodes: text keeps its spans (bold, links) around the
 * widgets; each shortcode becomes its widget view with its enclosed content planned the same way.
 * If the tree cannot be placed on the text, the block is planned without spans (never misplaced).
 * @example planBlock({ type: 'paragraph', text: 'From [price tgid=1]', spans: [] }, tree, data, env) → [{ type: 'html', html: 'From ' }, { type: 'widget', name: 'price', … }]
 */
export function planBlock(
  block: TextBlock,
  tree: ShortcodeTree,
  data: ShortcodeData,
  env: WidgetEnv,
): PlanNode[] {
  const positioned = positionTree(block.text, tree);
  if (positioned) return planOf(positioned, { block, data, env }, false);
  const texts: string[] = [];
  const placed = unpositioned(tree, texts);
  const plain: TextBlock = { type: block.type, text: texts.join(''), spans: [] };
  return planOf(placed, { block: plain, data, env }, false);
}
