import sanitize from 'sanitize-html';
import { safeIframeUrl } from '../rules/shortcodes/safeUrl';

const BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'pre'];

/** An absolute http(s) link, i.e. one that leaves the page's host. */
const isExternal = (href: string | undefined) => /^https?:\/\//i.test(href ?? '');

/**
 * The allow-list every HTML string from the CMS (or the catalogue) passes before `set:html`: the
 * elements Prismic's serializer writes, links to http(s)/mailto/tel/same-site targets only (external
 * ones with `rel="noopener noreferrer"`), iframes only from the shortcode player allow-list
 * (`safeIframeUrl`), no scripts, styles, event handlers, forms or ids (no DOM clobbering).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...BLOCKS, 'strong', 'em', 'b', 'i', 'a', 'br', 'span', 'img', 'iframe'],
  allowedAttributes: {
    a: ['href', 'rel', 'target', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    span: ['class', 'dir', 'lang'],
    iframe: ['src', 'title', 'width', 'height', 'loading', 'sandbox', 'allow', 'referrerpolicy'],
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, ['class', 'dir']])),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedClasses: { '*': ['block-img', /^[\w-]{1,40}$/] },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
  exclusiveFilter: (frame) =>
    frame.tag === 'iframe' && safeIframeUrl(String(frame.attribs['src'] ?? '')) === undefined,
  transformTags: {
    a: (tagName, attribs) => {
      if (!isExternal(attribs['href'])) {
        const { rel: _rel, target: _target, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        loading: 'lazy',
        sandbox: 'allow-scripts allow-same-origin allow-popups allow-presentation',
        referrerpolicy: 'strict-origin-when-cross-origin',
      },
    }),
  },
};

/**
 * HTML from the CMS or the catalogue made safe to render with `set:html` (allow-list above).
 * @example sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') === '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  return html === '' ? '' : sanitize(html, OPTIONS);
}
