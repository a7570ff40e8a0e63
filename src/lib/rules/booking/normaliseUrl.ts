const FILE_NAME = /\.[a-z0-9]{1,5}$/i;

function withSlugs(pathname: string, slugs: readonly string[]): string {
  const segments = slugs.map((slug) => slug.replace(/^\/+|\/+$/g, '')).filter(Boolean);
  let path = pathname.replace(/\/+$/, '');
  for (const segment of segments) path += `/${segment.split('/').map(encodeURIComponent).join('/')}`;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return FILE_NAME.test(last) ? path || '/' : `${path}/`;
}

/**
 * A link as the storefront writes it (spec 000 §2, §5): http and protocol-relative URLs become https;
 * slugs are appended as path segments; the path ends with a slash (not after a file name such as
 * menu.pdf); query and fragment are kept. Other schemes (mailto:, tel:) and unparseable text are returned
 * trimmed but otherwise untouched.
 * @example normaliseUrl('http://example.com/paris?ref=x', ['tours']) === 'https://example.com/paris/tours/?ref=x'
 */
export function normaliseUrl(url: string, slugs: readonly string[] = []): string {
  let text = url.trim();
  if (text.startsWith('//')) text = `https:${text}`;
  else if (/^http:\/\//i.test(text)) text = `https://${text.slice(7)}`;
  const absolute = /^https:\/\//i.test(text);
  if (!absolute && (/^[a-z][a-z0-9+.-]*:/i.test(text) || text === '')) return text;
  try {
    const parsed = new URL(text, 'https://placeholder.invalid');
    parsed.pathname = withSlugs(parsed.pathname, slugs);
    return absolute ? parsed.toString() : `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return text;
  }
}
