import { asHTML, type HTMLRichTextMapSerializer, type RichTextField } from '@prismicio/client';
import { richTextSerializer } from '../../content/richText';
import { sanitizeHtml } from '../../content/sanitizeHtml';
import type { LinkResolver } from '../../rules/routing/documentLink';
import type { TextBlock } from '../textBlocks';

// The block's own element is written by the renderer; only its inline content is serialised here.
const inline = (links: LinkResolver | undefined): HTMLRichTextMapSerializer => ({
  ...richTextSerializer(links),
  paragraph: ({ children }) => children,
});

/**
 * The HTML of `start`…`end` of a block's text with the spans that overlap it, cut to the range: the
 * text is escaped by Prismic's serializer, links are checked and resolved (`links`, the page's link
 * resolver) as in every rich text.
 * @example inlineHtml({ type: 'paragraph', text: 'a <b> c', spans: [{ start: 0, end: 7, type: 'strong' }] }, 2, 5) === '<strong>&lt;b&gt;</strong>'
 */
export function inlineHtml(
  block: TextBlock,
  start: number,
  end: number,
  links?: LinkResolver | undefined,
): string {
  if (end <= start) return '';
  const spans = block.spans
    .filter((span) => span.end > start && span.start < end)
    .map((span) => ({
      ...span,
      start: Math.max(span.start, start) - start,
      end: Math.min(span.end, end) - start,
    }));
  const field = [
    { type: 'paragraph', text: block.text.slice(start, end), spans },
  ] as unknown as RichTextField;
  return sanitizeHtml(asHTML(field, { serializer: inline(links) }));
}
