import { asHTML, type HTMLRichTextMapSerializer, type RichTextField } from '@prismicio/client';

const SAFE_LINK = /^(https?:\/\/|\/(?!\/)|mailto:|tel:|#)/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Links only to safe targets; shared with the shortcode renderer, which serialises text between widgets. */
export const richTextSerializer: HTMLRichTextMapSerializer = {
  hyperlink: ({ node, children }) => {
    const url = typeof node.data.url === 'string' ? node.data.url : '';
    if (!SAFE_LINK.test(url)) return children;
    const external = /^https?:\/\//i.test(url);
    return `<a href="${escapeAttribute(url)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${children}</a>`;
  },
};

/**
 * Rich text as HTML: text escaped by Prismic's serializer; links only to http(s), same-site paths,
 * mailto, tel or anchors (a `javascript:` link from the CMS renders as plain text).
 * @example richTextToHTML([{ type: 'paragraph', text: 'Hi', spans: [] }]) === '<p>Hi</p>'
 */
export function richTextToHTML(field: unknown): string {
  if (!Array.isArray(field)) return '';
  return asHTML(field as RichTextField, { serializer: richTextSerializer });
}

/** The plain text of a rich-text field, e.g. a page title for `<title>`. */
export function richTextToPlain(field: unknown): string {
  if (!Array.isArray(field)) return '';
  return field
    .map((block: { text?: unknown }) => (typeof block.text === 'string' ? block.text : ''))
    .filter(Boolean)
    .join(' ');
}
