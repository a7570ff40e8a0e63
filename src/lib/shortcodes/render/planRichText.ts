import { richTextToHTML } from '../../content/richText';
import type { ShortcodeTree } from '../../rules/shortcodes/parseShortcodes';
import { hasShortcode, shortcodeTreeOf } from '../parsedText';
import type { ShortcodeData } from '../shortcodeData';
import { mayContainShortcodes, textBlockOf, type TextBlock } from '../textBlocks';
import { isBlockView, type WidgetEnv } from '../views/widgetTypes';
import { headingIds } from './headingIds';
import { planBlock } from './planNodes';
import type { BlockPlan, PlanNode, RichTextPlan, Run, TextTag } from './planTypes';

const TAGS: Partial<Record<TextBlock['type'], TextTag>> = {
  paragraph: 'p',
  heading1: 'h1',
  heading2: 'h2',
  heading3: 'h3',
  heading4: 'h4',
  heading5: 'h5',
  heading6: 'h6',
  preformatted: 'pre',
};

const holdsBlock = (node: PlanNode): boolean =>
  node.type === 'widget' && (isBlockView(node.view) || node.children.some(holdsBlock));
const isBlank = (nodes: readonly PlanNode[]): boolean =>
  nodes.every((node) => node.type === 'html' && node.html.replace(/<br \/>/g, '').trim() === '');

/** Inline stretches in the block's element, block widgets between them (a `<p>` cannot hold a card). */
function runsOf(nodes: readonly PlanNode[]): Run[] {
  const runs: Run[] = [];
  let inline: PlanNode[] = [];
  const flush = () => {
    if (!isBlank(inline)) runs.push({ inline: true, nodes: inline });
    inline = [];
  };
  for (const node of nodes) {
    if (!holdsBlock(node)) inline.push(node);
    else {
      flush();
      runs.push({ inline: false, node });
    }
  }
  flush();
  return runs;
}

const plainText = (tree: ShortcodeTree): string =>
  tree.map((node) => (node.type === 'text' ? node.text : plainText(node.children))).join(' ');

/**
 * The render plan of a rich-text field with shortcodes (spec 000 §2): text blocks keep their spans,
 * shortcodes become widget views read from the page's data, lists are grouped, headings get anchor ids
 * for jumplinks, other blocks keep Prismic's HTML. Undefined when the field holds no shortcode: the
 * caller then renders it as plain rich text, so pages without shortcodes pay nothing.
 * @example planRichText([{ type: 'paragraph', text: 'By [train text="Termini"]', spans: [] }], data, env)?.blocks[0]
 */
export function planRichText(field: unknown, data: ShortcodeData, env: WidgetEnv): RichTextPlan | undefined {
  if (!mayContainShortcodes(field)) return undefined;
  const blocks = (field as unknown[]).map((raw) => {
    const block = textBlockOf(raw);
    return { raw, block, tree: block ? shortcodeTreeOf(block.text) : undefined };
  });
  if (!blocks.some(({ tree }) => tree && hasShortcode(tree))) return undefined;
  const ids = headingIds();
  const plan: BlockPlan[] = [];
  for (const { raw, block, tree } of blocks) {
    if (!block || !tree) {
      plan.push({ kind: 'html', html: richTextToHTML([raw], env.links) });
      continue;
    }
    const nodes = planBlock(block, tree, data, env);
    if (block.type === 'list-item' || block.type === 'o-list-item') {
      const ordered = block.type === 'o-list-item';
      const last = plan.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(nodes);
      else plan.push({ kind: 'list', ordered, items: [nodes] });
      continue;
    }
    const tag = TAGS[block.type] ?? 'p';
    const id = tag.startsWith('h') ? ids.next(plainText(tree)) : undefined;
    plan.push({ kind: 'text', tag, id, runs: runsOf(nodes) });
  }
  return { blocks: plan };
}
