import { keepShared } from '../../cache/deepFreeze';
import { derivedOnce } from '../../cache/derivedOnce';
import { getLanguage, isLanguageCode, type LanguageCode } from '../../i18n/languages';
import type { Translate } from '../../i18n/translator';
import { cachedBy } from '../../rules/cachedBy';
import { formatIsoDate } from '../../rules/dates/formatIsoDate';
import { ratingStars, type Star } from '../../rules/reviews/ratingStars';
import { mediaUrl } from '../slices/bannerView';
import type { ReviewAnswerItem } from './reviewAnswer';

export interface ReviewPhotoView {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ReviewItemView {
  id: number;
  author: string;
  /** The reviewer's country in the page's language, when known. */
  country: string | undefined;
  /** YYYY-MM-DD, for `<time datetime>` and structured data. */
  date: string;
  /** The date as the page's language writes it. */
  dateLabel: string;
  rating: number;
  stars: Star[];
  /** "Rated 4 out of 5", for assistive technology. */
  ratingLabel: string;
  text: string;
  /** BCP 47 tag of the review's language when it differs from the page's (the `lang` attribute). */
  lang: string | undefined;
  photos: ReviewPhotoView[];
}

/** Review photos without their own size are shown in the portrait frame reviewers mostly use. */
export const DEFAULT_PHOTO_SIZE = { width: 900, height: 1200 } as const;

const regionNames = new Map<LanguageCode, Intl.DisplayNames>();

/** A country's name in the page's language; undefined for a missing or malformed code. */
export function countryName(code: string | null | undefined, language: LanguageCode): string | undefined {
  const region = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(region)) return undefined;
  const names = cachedBy(
    regionNames,
    language,
    () => new Intl.DisplayNames(getLanguage(language).bcp47, { type: 'region', fallback: 'none' }),
  );
  return names.of(region);
}

/**
 * One review as the section shows it: stars and an accessible rating text, the date in the page's
 * language, the reviewer's country name, the `lang` of a review written in another language, and its
 * photos (only image URLs on this host or https, with a size so that nothing shifts, described in the
 * page's language).
 * @example reviewItemView({ id: 1, rating: 4, text: 'Great', author: { name: 'Ana C.', countryCode: 'IT' }, date: '2026-03-01', media: [] }, 'en', t)
 *   → { author: 'Ana C.', country: 'Italy', dateLabel: 'Mar 1, 2026', ratingLabel: 'Rated 4 out of 5', … }
 */
export function reviewItemView(
  item: ReviewAnswerItem,
  language: LanguageCode,
  t: Translate,
  region?: string | undefined,
): ReviewItemView {
  // A review of a kept catalogue answer is frozen: its view is made once per language, region (of the
  // date) and translator.
  if (!Object.isFrozen(item)) return itemView(item, language, t, region);
  const views = derivedOnce(
    frozenItems,
    item,
    () => new Map<string, { t: Translate; view: ReviewItemView }>(),
  );
  const key = `${language}|${region ?? ''}`;
  let kept = views.get(key);
  if (!kept || kept.t !== t) {
    kept = { t, view: keepShared(itemView(item, language, t, region)) };
    views.set(key, kept);
  }
  return kept.view;
}

const frozenItems = new WeakMap<object, Map<string, { t: Translate; view: ReviewItemView }>>();

function itemView(
  item: ReviewAnswerItem,
  language: LanguageCode,
  t: Translate,
  region: string | undefined,
): ReviewItemView {
  const date = item.date.slice(0, 10);
  const written = item.language?.trim().toLowerCase() ?? '';
  const writtenIn = isLanguageCode(written) ? written : undefined;
  return {
    id: item.id,
    author: item.author.name.trim(),
    country: countryName(item.author.countryCode, language),
    date,
    dateLabel: formatIsoDate(date, language, region),
    rating: item.rating,
    stars: ratingStars(item.rating),
    ratingLabel: t('reviews.rated', { rating: item.rating }),
    text: item.text.trim(),
    lang: writtenIn && writtenIn !== language ? getLanguage(writtenIn).bcp47 : undefined,
    photos: item.media.flatMap((photo) => {
      const src = photo.type && photo.type !== 'IMAGE' ? undefined : mediaUrl(photo.url);
      if (!src) return [];
      const { width, height } =
        photo.metadata?.width && photo.metadata.height
          ? { width: Math.round(photo.metadata.width), height: Math.round(photo.metadata.height) }
          : DEFAULT_PHOTO_SIZE;
      // The catalogue's alt text is not in the page's language (the demo's is always English), so the
      // photo is described in the page's language by who shared it.
      return [{ src, alt: t('reviews.photoAlt', { name: item.author.name.trim() }), width, height }];
    }),
  };
}
