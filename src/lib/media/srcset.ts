import { MEDIA_WIDTHS } from './mediaPath';

/** Widths offered in a srcset (the larger ones only up to the picture's own width). */
const SRCSET_WIDTHS = [320, 480, 640, 960, 1200, 1600] as const;

/**
 * The URL of a picture at a width: the project's /media/ pictures take `?w=`; outside https images
 * (a real catalogue's CDN) take the common `w` width parameter too (imgix-style), other parameters kept.
 * @example widthUrl('/media/tour-groups/7/0.webp', 480) === '/media/tour-groups/7/0.webp?w=480'
 */
export function widthUrl(src: string, width: number): string {
  const [path = '', query = ''] = src.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${path}?${params.toString()}`;
}

/**
 * A srcset for a picture of a known intrinsic width: every offered width up to it.
 * @example srcset('/media/tour-groups/7/0.webp', 1200) === '/media/tour-groups/7/0.webp?w=320 320w, …, /media/tour-groups/7/0.webp?w=1200 1200w'
 */
export function srcset(src: string, intrinsicWidth: number | undefined): string {
  const limit: number = intrinsicWidth ?? MEDIA_WIDTHS.at(-1) ?? 1600;
  const widths = SRCSET_WIDTHS.filter((width) => width <= limit);
  return (widths.length > 0 ? widths : [limit])
    .map((width) => `${widthUrl(src, width)} ${width}w`)
    .join(', ');
}
