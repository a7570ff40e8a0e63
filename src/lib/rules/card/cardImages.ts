import type { TourGroup } from '../catalogueTypes';
import { normaliseUrl } from '../booking/normaliseUrl';
import { isWholeNumber } from '../isFiniteNumber';

export interface CardImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

const size = (value: number | null | undefined): number | undefined =>
  isWholeNumber(value) && value > 0 ? value : undefined;

/**
 * A root-relative path on this host (`/media/…`): one leading slash, never `//host` (another host)
 * and no backslash anywhere (browsers read `/\host` as `//host`).
 */
const SAME_HOST_PATH = /^\/[^/\s"'<>\\][^\s"'<>\\]*$/;

const imageUrl = (url: string): string | undefined => {
  const trimmed = url.trim();
  if (SAME_HOST_PATH.test(trimmed)) return trimmed;
  const normalised =
    trimmed.startsWith('//') || /^http:\/\//i.test(trimmed) ? normaliseUrl(trimmed) : trimmed;
  return /^https:\/\/[^\s"'<>]+$/i.test(normalised) ? normalised : undefined;
};

/**
 * The images of a card: the product's IMAGE media with https URLs (http and protocol-relative upgraded)
 * or same-host paths (the project's own `/media/…` images), anything else dropped; their alt text or
 * the card title; else the single imageUrl.
 * @example cardImages({ id: 1, imageUrl: '//cdn.example.com/a.jpg' }, 'Wicked') → [{ url: 'https://cdn.example.com/a.jpg', alt: 'Wicked' }]
 * @example cardImages({ id: 1, imageUrl: '/media/tour-groups/1/0.webp' }, 'Wicked') → [{ url: '/media/tour-groups/1/0.webp', alt: 'Wicked' }]
 */
export function cardImages(group: TourGroup, title: string): CardImage[] {
  const images: CardImage[] = [];
  for (const media of group.media?.productImages ?? []) {
    const url = media.type === 'IMAGE' ? imageUrl(media.url) : undefined;
    if (!url) continue;
    const width = size(media.metadata?.width);
    const height = size(media.metadata?.height);
    images.push({
      url,
      alt: media.metadata?.altText?.trim() || title,
      ...(width !== undefined && { width }),
      ...(height !== undefined && { height }),
    });
  }
  if (images.length > 0) return images;
  const fallback = imageUrl(group.imageUrl ?? '');
  return fallback ? [{ url: fallback, alt: title }] : [];
}
