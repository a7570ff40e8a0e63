import type { CustomBannerSlice } from '../../content/slices/sliceSchemas';
import { linkUrl, type LinkResolver } from '../../content/links';
import type { ImageValue } from '../../content/slices/sliceFields';
import { richTextToPlain } from '../../content/richText';
import { safeLinkUrl } from '../../rules/shortcodes/safeUrl';
import type { BannerView, ImageView } from './sliceViews';

/** Banners are 16:10 (spec 001 §3); the mobile art is half the width. */
export const BANNER_SIZE = { width: 1600, height: 1000 } as const;
export const MOBILE_BANNER_SIZE = { width: 800, height: 500 } as const;

/** A media URL a page may load: a path on this host or an https URL (http upgraded). */
export function mediaUrl(value: string | undefined): string | undefined {
  const url = (value ?? '').trim().replace(/^\/\//, 'https://');
  return url ? safeLinkUrl(url) : undefined;
}

const plain = (value: string | unknown[]): string =>
  typeof value === 'string' ? value.trim() : richTextToPlain(value).trim();

/**
 * The names of the banner image's thumbnails in its model (slices/CustomBanner: spec 001 §3's separate
 * crops): the main view is the desktop crop (1600×1000), the `mobile` thumbnail (800×500) is shown
 * below 768 px.
 */
export const BANNER_THUMBNAILS = { mobile: 'mobile' } as const;

/** The first uploaded view with a usable url wins, then the typed URL field; undefined without either. */
function image(
  uploaded: readonly (ImageValue | undefined)[],
  source: string,
  alt: string,
  size: { width: number; height: number },
): ImageView | undefined {
  const own = uploaded.find((view) => view && mediaUrl(view.url));
  const src = mediaUrl(own?.url) ?? mediaUrl(source);
  if (!src) return undefined;
  const sized = own?.width && own.height;
  return {
    src,
    alt: own?.alt || alt,
    width: sized ? (own.width ?? size.width) : size.width,
    height: sized ? (own.height ?? size.height) : size.height,
  };
}

/**
 * A banner slice as the page shows it: the uploaded image wins over `image_src`, each for desktop
 * and mobile (desktop: the image's main view; mobile: the mobile upload, else the image's `mobile`
 * thumbnail, else `mobile_banner_url`); links and media only from this host or https; the video variant needs a video URL,
 * else it shows as image+text.
 * @example bannerView({ slice_type: 'custom_banner', variation: 'default', primary: { title: 'Hi', image_src: '/media/x.webp', … } }).image?.src === '/media/x.webp'
 */
export function bannerView(slice: CustomBannerSlice, resolve: LinkResolver): BannerView {
  const p = slice.primary;
  const title = plain(p.title);
  const alt = p.image_alt || title;
  const link = linkUrl(p.cta_link, resolve);
  const href = link ? safeLinkUrl(link) : undefined;
  const videoSrc = mediaUrl(linkUrl(p.video_url, resolve));
  const video =
    slice.variation === 'videoText' && videoSrc
      ? { src: videoSrc, poster: mediaUrl(p.video_poster) }
      : undefined;
  return {
    kind: 'banner',
    variation: video ? 'videoText' : 'imageText',
    title,
    text: plain(p.text),
    image: image([p.uploaded_image], p.image_src, alt, BANNER_SIZE),
    mobileImage: image(
      [p.mobile_banner_uploaded, p.uploaded_image.thumbnails[BANNER_THUMBNAILS.mobile]],
      p.mobile_banner_url,
      alt,
      MOBILE_BANNER_SIZE,
    ),
    cta: href && p.cta_label ? { label: p.cta_label, href } : undefined,
    video,
  };
}
