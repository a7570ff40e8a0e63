import { asHTML, type HTMLRichTextMapSerializer, type RichTextField } from '@prismicio/client';
import { safeLinkUrl } from '../rules/shortcodes/safeUrl';
import { sanitizeHtml } from './sanitizeHtml';
import { derivedOnce } from '../cache/derivedOnce';

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
  // Prismic's default writes the oEmbed provider's raw HTML (scripts, any iframe): a plain link
  // instead; players are embedded through the allow-listed `[iframe]` shortcode only.
  embed: ({ node }) => {
    const url = safeLinkUrl(typeof node.oembed.embed_url === 'string' ? node.oembed.embed_url : '');
    if (!url) return '';
    const title = typeof node.oembed.title === 'string' && node.oembed.title ? node.oembed.title : url;
    return `<p><a href="${escapeAttribute(url)}">${escapeText(title)}</a></p>`;
  },
};

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Rich text as HTML, passed through the allow-list sanitiser (`sanitizeHtml.ts`): text escaped by
 * Prismic's serializer, embeds as links; links only to http(s), same-site paths,
 * mailto, tel or anchors (a `javascript:` link from the CMS renders as plain text).
 * @example richTextToHTML([{ type: 'paragraph', text: 'Hi', spans: [] }]) === '<p>Hi</p>'
 */
export function richTextToHTML(field: unknown): string {
  if (!Array.isArray(field)) return '';
  // A field of a kept content answer is frozen (CachingClient) and cannot change: made once, remembered.
  return derivedOnce(frozenFields, field, serialize);
}

const frozenFields = new WeakMap<object, string>();
const serialize = (field: unknown[]): string =>
  sanitizeHtml(asHTML(field as RichTextField, { serializer: richTextSerializer }));

/** The plain text of a rich-text field, e.g. a page title for `<title>`. */
export function richTextToPlain(field: unknown): string {
  if (!Array.isArray(field)) return '';
  return field
    .map((block: { text?: unknown }) => (typeof block.text === 'string' ? block.text : ''))
    .filter(Boolean)
    .join(' ');
}
