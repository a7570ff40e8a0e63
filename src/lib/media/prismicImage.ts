import { PRISMIC_IMAGE_ORIGIN } from '../config';

/**
 * Whether a URL is an image on Prismic's image CDN (`PRISMIC_IMAGE_ORIGIN`, https only), which every
 * image uploaded to a Prismic repository is served from.
 * @example isPrismicImage('https://images.prismic.io/my-repo/abc.jpg?auto=format,compress') === true
 */
export function isPrismicImage(src: string): boolean {
  return src.trim().toLowerCase().startsWith(`${PRISMIC_IMAGE_ORIGIN}/`);
}

/**
 * A Prismic image at `width` pixels through its imgix URL parameters: `w` set, `h` dropped (the width
 * alone scales, so the crop keeps its proportions), `auto=format` (AVIF or WebP where the browser takes
 * it) added to any `auto` already there, every other parameter (`rect` of a crop, `fit`, `q`…) kept.
 * @example prismicImageUrl(new URL('https://images.prismic.io/r/a.jpg?auto=compress&rect=0,0,800,500&w=800&h=500'), 480) === 'https://images.prismic.io/r/a.jpg?auto=format,compress&rect=0,0,800,500&w=480'
 */
export function prismicImageUrl(url: URL, width: number): string {
  const next = new URL(url.href);
  const auto = (next.searchParams.get('auto') ?? '').split(',').filter(Boolean);
  if (!auto.includes('format')) next.searchParams.set('auto', ['format', ...auto].join(','));
  next.searchParams.delete('h');
  next.searchParams.set('w', String(width));
  // Commas stay literal (`rect=0,0,800,500`, as Prismic writes them): the same URL, easier to read.
  return next.href.replace(/%2C/gi, ',');
}
