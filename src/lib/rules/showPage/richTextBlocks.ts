import { z } from 'zod';
import { safeLinkUrl } from '../shortcodes/safeUrl';
import type { RichTextBlock, RichTextSpan } from './showPageTypes';

const spanSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  type: z.string(),
  data: z.object({ url: z.string().optional() }).loose().optional(),
});

const blockSchema = z.object({
  type: z.string(),
  text: z.string(),
  spans: z.array(z.unknown()).optional(),
});

export const BODY_TYPES: ReadonlySet<string> = new Set([
  'paragraph',
  'list-item',
  'o-list-item',
  'preformatted',
]);

/** @example headingLevel({ type: 'heading3', text: '' }) === 3; headingLevel({ type: 'paragraph', text: '' }) === 0 */
export function headingLevel(block: RichTextBlock): number {
  const match = /^heading([1-6])$/.exec(block.type);
  return match ? Number(match[1]) : 0;
}

function cleanSpan(raw: unknown, length: number): RichTextSpan | undefined {
  const parsed = spanSchema.safeParse(raw);
  if (!parsed.success || parsed.data.end <= parsed.data.start || parsed.data.start >= length)
    return undefined;
  const { start, type } = parsed.data;
  const end = Math.min(parsed.data.end, length);
  if (type !== 'hyperlink') return { start, end, type };
  const url = safeLinkUrl(parsed.data.data?.url ?? '');
  return url ? { start, end, type, data: { url } } : undefined;
}

/**
 * Prismic rich text from the content service, checked at the edge: blocks without a string type and
 * text are dropped; spans must lie inside their text; hyperlinks keep only safe URLs (https or
 * root-relative), other link spans are dropped.
 * @example richTextBlocks([{ type: 'paragraph', text: 'Hi', spans: [{ start: 0, end: 2, type: 'hyperlink', data: { url: 'javascript:x' } }] }]) → [{ type: 'paragraph', text: 'Hi', spans: [] }]
 */
export function richTextBlocks(input: unknown): RichTextBlock[] {
  if (!Array.isArray(input)) return [];
  const blocks: RichTextBlock[] = [];
  for (const raw of input) {
    const parsed = blockSchema.safeParse(raw);
    if (!parsed.success) continue;
    const { type, text } = parsed.data;
    const spans = (parsed.data.spans ?? [])
      .map((span) => cleanSpan(span, text.length))
      .filter((span) => span !== undefined);
    blocks.push({ type, text, spans });
  }
  return blocks;
}

/** @example firstLinkUrl({ type: 'paragraph', text: 'Apollo', spans: [{ start: 0, end: 6, type: 'hyperlink', data: { url: 'https://x.com/' } }] }) === 'https://x.com/' */
export function firstLinkUrl(block: RichTextBlock): string | undefined {
  return block.spans?.find((span) => span.type === 'hyperlink' && span.data?.url)?.data?.url;
}

/** @example plainText([{ type: 'paragraph', text: 'a' }, { type: 'paragraph', text: ' b ' }]) === 'a\nb' */
export function plainText(blocks: readonly RichTextBlock[]): string {
  return blocks
    .map((block) => block.text.trim())
    .filter(Boolean)
    .join('\n');
}
