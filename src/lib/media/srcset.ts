import { MOBILE_MAX_WIDTH_PX } from '../rules/layout/shellConstants';
import { MEDIA_SIZES, parseMediaPath } from '@storefront/catalogue/contract';
import { LARGEST_WIDTH, widthsFor } from './widths';
import { isPrismicImage, prismicImageUrl } from './prismicImage';

/** The breakpoint of the mobile source of a `<picture>` (spec 000 §9: mobile below 768 px). */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
/** Cards sit in a one-column grid on phones and in two or more columns above. */
export const DEFAULT_SIZES = `${MOBILE_MEDIA} 100vw, 50vw`;

const isSameHostPath = (src: string) => src.startsWith('/') && !src.startsWith('//');

/**
 * The URL of a rendition `width` pixels wide, or undefined when the source cannot be resized:
 * same-host paths (our `/media/` endpoint) and https URLs get a `w` query parameter (the
 * imgix-style width parameter most image CDNs read), replacing any `w` already there and keeping
 * every other parameter; an image on Prismic's CDN also gets `auto=format` (`prismicImage.ts`);
 * anything else (data:, http:, protocol-relative) is left alone.
 * @example widthUrl('/media/cities/rome.webp', 480) === '/media/cities/rome.webp?w=480'
 * @example widthUrl('https://images.prismic.io/r/a.jpg?rect=0,0,800,500&w=800&h=500', 480) === 'https://images.prismic.io/r/a.jpg?rect=0,0,800,500&w=480&auto=format'
 * @example widthUrl('https://cdn.example.com/a.jpg?auto=format&w=2000', 640) === 'https://cdn.example.com/a.jpg?auto=format&w=640'
 */
export function widthUrl(src: string, width: number): string | undefined {
  const text = src.trim();
  const local = isSameHostPath(text);
  if (!local && !/^https:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text, 'https://same-host.invalid');
  } catch {
    return undefined;
  }
  if (isPrismicImage(text)) return prismicImageUrl(url, width);
  url.searchParams.set('w', String(width));
  return local ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The intrinsic width of one of our `/media/` URLs (its scheme size), undefined for any other source. */
function schemeWidth(src: string): number | undefined {
  const ref = parseMediaPath(src.trim().split(/[?#]/)[0] ?? '');
  return ref ? MEDIA_SIZES[ref.kind].width : undefined;
}

/**
 * A `srcset` of the allowed widths up to the intrinsic one, or undefined when the source cannot be
 * resized. A `/media/` URL is bounded by its scheme size (so each candidate is exactly a rendition
 * the endpoint serves); an unknown width offers every allowed width (a CDN resizes on demand).
 * @example srcset('/media/safety/7.webp', 320) === '/media/safety/7.webp?w=160 160w, /media/safety/7.webp?w=240 240w, /media/safety/7.webp?w=320 320w'
 */
export function srcset(src: string, intrinsicWidth?: number): string | undefined {
  // Pure, and asked for the same images on every render of every listing: remembered (bounded).
  const key = `${intrinsicWidth ?? ''}|${src}`;
  if (srcsets.has(key)) return srcsets.get(key);
  const value = buildSrcset(src, intrinsicWidth);
  if (srcsets.size >= MAX_REMEMBERED) srcsets.clear();
  srcsets.set(key, value);
  return value;
}

const MAX_REMEMBERED = 5000;
const srcsets = new Map<string, string | undefined>();

function buildSrcset(src: string, intrinsicWidth?: number): string | undefined {
  const bound = Math.min(schemeWidth(src) ?? Infinity, intrinsicWidth ?? LARGEST_WIDTH);
  const candidates = widthsFor(bound).map((width) => {
    const url = widthUrl(src, width);
    return url === undefined ? undefined : `${url} ${width}w`;
  });
  if (candidates.length === 0 || candidates.includes(undefined)) return undefined;
  return candidates.join(', ');
}

/**
 * The width of the page's content on a phone: the `.container` (src/styles/global.scss) leaves 1rem on
 * each side. `sizes` says so instead of `100vw`, so a 412-px phone at 1.75x (380 px × 1.75 = 665) takes
 * the 720-px rendition, not the 960-px one.
 */
export const PHONE_CONTENT_WIDTH = 'calc(100vw - 2rem)';

export interface ImageInput {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the image loads (no layout shift). */
  width: number;
  height: number;
  sizes?: string | undefined;
  /** The largest image of the first screen: fetched at once with high priority. */
  priority?: boolean | undefined;
}

export interface ImageAttributes {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcset?: string;
  sizes?: string;
  loading: 'eager' | 'lazy';
  fetchpriority?: 'high';
  decoding: 'async';
}

/**
 * The attributes of an `<img>`. Lazy images lead their `sizes` with `auto` (the browser then uses
 * the laid-out width; browsers without support read the rest of the list).
 * @example imageAttributes({ src: '/media/cities/rome.webp', alt: 'Rome', width: 320, height: 180, priority: true })
 *   → { src, alt, width: 320, height: 180, srcset: '…?w=160 160w, …?w=240 240w, …?w=320 320w',
 *       sizes: '(max-width: 767px) 100vw, 50vw', loading: 'eager', fetchpriority: 'high', decoding: 'async' }
 */
export function imageAttributes(input: ImageInput): ImageAttributes {
  const candidates = srcset(input.src, input.width);
  const sizes = input.sizes?.trim() || DEFAULT_SIZES;
  return {
    src: input.src,
    alt: input.alt,
    width: input.width,
    height: input.height,
    ...(candidates !== undefined && { srcset: candidates, sizes: input.priority ? sizes : `auto, ${sizes}` }),
    ...(input.priority
      ? { loading: 'eager', fetchpriority: 'high', decoding: 'async' }
      : { loading: 'lazy', decoding: 'async' }),
  };
}

export interface SourceAttributes {
  media: string;
  srcset: string;
  sizes: string;
  width?: number;
  height?: number;
}

/**
 * The mobile `<source>` of a `<picture>` (a banner's own phone artwork): full-width below 768 px. Its
 * intrinsic size is the one given, else the media scheme's size of a `/media/` URL; without either the
 * source is the plain URL (no srcset, no size).
 * @example mobileSource('/media/banners/rome/0-mobile.webp')
 *   → { media: '(max-width: 767px)', srcset: '…?w=160 160w, …, …?w=800 800w', sizes: '100vw', width: 800, height: 500 }
 */
export function mobileSource(src: string, width?: number, height?: number): SourceAttributes {
  const ref = parseMediaPath(src.split('?')[0] ?? '');
  const size =
    width !== undefined && height !== undefined ? { width, height } : ref ? MEDIA_SIZES[ref.kind] : undefined;
  return {
    media: MOBILE_MEDIA,
    srcset: (size ? srcset(src, size.width) : undefined) ?? src,
    sizes: '100vw',
    ...(size && { width: size.width, height: size.height }),
  };
}
