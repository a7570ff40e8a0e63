import type { ShortcodeName } from '../../rules/shortcodes/shortcodeSpec';
import type { WidgetView } from '../views/widgetTypes';

/** Inline content: escaped HTML of text with its spans, or a widget with its enclosed content. */
export type PlanNode =
  | { type: 'html'; html: string }
  | { type: 'widget'; name: ShortcodeName; view: WidgetView; children: PlanNode[] };

/** A stretch of a text block: inline content in the block's element, or a block widget on its own. */
export type Run = { inline: true; nodes: PlanNode[] } | { inline: false; node: PlanNode };

export type TextTag = 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'pre';

export type BlockPlan =
  /** A block without text (image, embed): Prismic's own HTML. */
  | { kind: 'html'; html: string }
  | { kind: 'text'; tag: TextTag; id: string | undefined; runs: Run[] }
  | { kind: 'list'; ordered: boolean; items: PlanNode[][] };

/** A rich-text field with shortcodes, ready to render: the renderer only lays it out. */
export interface RichTextPlan {
  blocks: BlockPlan[];
}
