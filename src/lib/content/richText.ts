import { asHTML, type HTMLRichTextMapSerializer, type RichTextField } from '@prismicio/client';
import { safeLinkUrl } from '../rules/shortcodes/safeUrl';
import { sanitizeHtml } from './sanitizeHtml';
import { derivedOnce } from '../cache/derivedOnce';
import { linkUrl, type LinkResolver } from './links';

const SAFE_LINK = /^(https?:\/\/|\/(?!\/)|mailto:|tel:|#)/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Where a hyperlink span goes: a link to a Prismic document through the page's link resolver (its
 * path, or another microsite's URL; a broken or unknown document, or no resolver, has none), a web or
 * media link to its url. Only safe targets are kept (below).
 * @example hyperlinkHref({ link_type: 'Media', url: 'https://my-repo.cdn.prismic.io/my-repo/menu.pdf' }) === that url
 */
export function hyperlinkHref(data: unknown, links: LinkResolver | undefined): string {
  return linkUrl(data, links ?? NO_DOCUMENT_PAGES) ?? '';
}

/** Without the page's resolver (a bare render), a link to a document has no page. */
const NO_DOCUMENT_PAGES: LinkResolver = Object.assign(() => null, { key: 'none' });

/**
 * Links only to safe targets, documents through the page's link resolver; shared with the shortcode
 * renderer, which serialises text between widgets.
 */
export function richTextSerializer(links: LinkResolver | undefined): HTMLRichTextMapSerializer {
  return links ? (serializers.get(links) ?? remember(links)) : plainSerializer;
}

const serializers = new WeakMap<LinkResolver, HTMLRichTextMapSerializer>();
const remember = (links: LinkResolver): HTMLRichTextMapSerializer => {
  const serializer = serializerWith(links);
  serializers.set(links, serializer);
  return serializer;
};

const serializerWith = (links: LinkResolver | undefined): HTMLRichTextMapSerializer => ({
  hyperlink: ({ node, children }) => {
    const url = hyperlinkHref(node.data, links);
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
});

/** Without a resolver (no page around the text) a link to a document renders as plain text. */
const plainSerializer = serializerWith(undefined);

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Rich text as HTML, passed through the allow-list sanitiser (`sanitizeHtml.ts`): text escaped by
 * Prismic's serializer, embeds as links; links only to http(s), same-site paths, mailto, tel or anchors
 * (a `javascript:` link from the CMS renders as plain text); a link to a document through `links`, the
 * page's site link resolver (`src/lib/routing/linkResolver.ts`, `locals.links`).
 * @example richTextToHTML([{ type: 'paragraph', text: 'Hi', spans: [] }]) === '<p>Hi</p>'
 */
export function richTextToHTML(field: unknown, links?: LinkResolver): string {
  if (!Array.isArray(field)) return '';
  // A field of a kept content answer is frozen (CachingClient) and cannot change: made once per
  // resolver key (the page's site and origin decide where its document links go), remembered.
  const byKey = derivedOnce(frozenFields, field, () => new Map<string, string>());
  const key = links?.key ?? '';
  let html = byKey.get(key);
  if (html === undefined) {
    html = sanitizeHtml(asHTML(field as RichTextField, { serializer: richTextSerializer(links) }));
    if (byKey.size >= MAX_KEYS_PER_FIELD) byKey.clear();
    byKey.set(key, html);
  }
  return html;
}

/** One field is read on one site, over a few origins (demo host, domain): a handful of keys at most. */
const MAX_KEYS_PER_FIELD = 16;
const frozenFields = new WeakMap<object, Map<string, string>>();

/** The plain text of a rich-text field, e.g. a page title for `<title>`. */
export function richTextToPlain(field: unknown): string {
  if (!Array.isArray(field)) return '';
  return field
    .map((block: { text?: unknown }) => (typeof block.text === 'string' ? block.text : ''))
    .filter(Boolean)
    .join(' ');
}
