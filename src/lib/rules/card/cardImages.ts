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

/** A path on the storefront's own host (the project serves demo media under /media/), never `//host`. */
const SAME_HOST_PATH = /^\/(?![/\\])[^\s"'<>]*$/;

const httpsUrl = (url: string): string | undefined => {
  if (SAME_HOST_PATH.test(url.trim())) return url.trim();
  const normalised =
    url.trim().startsWith('//') || /^http:\/\//i.test(url.trim()) ? normaliseUrl(url) : url.trim();
  return /^https:\/\/[^\s"'<>]+$/i.test(normalised) ? normalised : undefined;
};

/**
 * The images of a card: the product's IMAGE media with https URLs (http and protocol-relative upgraded)
 * or paths on the storefront's own host (anything else dropped), their alt text or the card title; else the single imageUrl.
 * @example cardImages({ id: 1, imageUrl: '//cdn.example.com/a.jpg' }, 'Wicked') → [{ url: 'https://cdn.example.com/a.jpg', alt: 'Wicked' }]
 */
export function cardImages(group: TourGroup, title: string): CardImage[] {
  const images: CardImage[] = [];
  for (const media of group.media?.productImages ?? []) {
    const url = media.type === 'IMAGE' ? httpsUrl(media.url) : undefined;
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
  const fallback = httpsUrl(group.imageUrl ?? '');
  return fallback ? [{ url: fallback, alt: title }] : [];
}
