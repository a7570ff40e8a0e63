import { z } from 'zod';
import { TEXT_BLOCK_TYPES } from '../content/richTextBlocks';

/** A Prismic span: strong, em, label or hyperlink over `start`…`end` of its block's text. */
export interface Span {
  start: number;
  end: number;
  type: string;
  data?: unknown;
}

/** A rich-text block that carries text (paragraph, heading, list item, preformatted). */
export interface TextBlock {
  type: TextBlockType;
  text: string;
  spans: Span[];
}

export type TextBlockType = (typeof TEXT_BLOCK_TYPES)[number];

const spanSchema = z
  .object({ start: z.number().int().nonnegative(), end: z.number().int(), type: z.string() })
  .loose();
const blockSchema = z.object({
  type: z.enum(TEXT_BLOCK_TYPES),
  text: z.string(),
  spans: z.array(z.unknown()).optional(),
});

/**
 * A CMS block checked at the edge: a text block with its usable spans (inside the text, not empty);
 * undefined for images, embeds and anything malformed (those render as before).
 * @example textBlockOf({ type: 'paragraph', text: 'Hi', spans: [{ start: 0, end: 9, type: 'em' }] }) → { type: 'paragraph', text: 'Hi', spans: [{ start: 0, end: 2, type: 'em' }] }
 */
export function textBlockOf(raw: unknown): TextBlock | undefined {
  const parsed = blockSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { type, text } = parsed.data;
  const spans: Span[] = [];
  for (const candidate of parsed.data.spans ?? []) {
    const span = spanSchema.safeParse(candidate);
    if (!span.success) continue;
    const end = Math.min(span.data.end, text.length);
    if (end > span.data.start) spans.push({ ...span.data, end });
  }
  return { type, text, spans };
}

/**
 * Whether a rich-text field may hold shortcodes: some block's text has a `[`. The cheap test that
 * lets pages without shortcodes skip parsing entirely.
 * @example mayContainShortcodes([{ type: 'paragraph', text: 'From [price]' }]) === true
 */
export function mayContainShortcodes(field: unknown): boolean {
  return (
    Array.isArray(field) &&
    field.some(
      (block: unknown) =>
        typeof block === 'object' &&
        block !== null &&
        typeof (block as { text?: unknown }).text === 'string' &&
        (block as { text: string }).text.includes('['),
    )
  );
}
