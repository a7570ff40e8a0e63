import type { LanguageCode } from '../../i18n/languages';
import { cardLinkTarget, type CardLink } from '../booking/cardLinkTarget';
import type { TourGroup } from '../catalogueTypes';
import { parseDate, INVALID_DATE } from '../dates/parseDate';
import { cancellationWording } from '../policies/cancellationWording';
import { cashbackLabel } from '../pricing/cashbackLabel';
import { currencyDisplay } from '../pricing/currencies';
import { formatPrice } from '../pricing/formatPrice';
import { isDiscountProduct } from '../pricing/isDiscountProduct';
import { percentageSaved } from '../pricing/percentageSaved';
import { hasTrustBadge } from '../reviews/hasTrustBadge';
import type { ListicleItem, ParsedShowPage, ShowTab } from '../showPage/showPageTypes';
import { cardBadge, defaultVariantId, type CardBadge } from './cardBadge';
import { cardImages, type CardImage } from './cardImages';
import { cardDescriptors, featureTags, type CardDescriptor, type FeatureTag } from './featureTags';
import { highlightItems, visibleHighlights } from './visibleHighlights';
import { isFiniteNumber } from '../isFiniteNumber';

export interface ProductCardOptions {
  lang: LanguageCode;
  host: string;
  /** Show-page uids by tgid (spec 000 §7 show-page lookup). */
  showPageUids?: Readonly<Record<number, string>> | ReadonlyMap<number, string>;
  /** The product's parsed show page, when it has one. */
  showPage?: ParsedShowPage | undefined;
  /** A microsite's own title for the product. */
  title?: string | undefined;
  truncatePrice?: boolean;
}

/** The derived product card of spec 000 §3. */
export interface ProductCard {
  tgid: number;
  available: boolean;
  price?: number | undefined;
  scratchPrice?: number | undefined;
  currency?: string | undefined;
  currencySymbol: string;
  formattedPrice: string;
  formattedScratchPrice: string;
  isDiscount: boolean;
  percentageSaved: number;
  cashback?: string | undefined;
  title: string;
  productTitle: string;
  images: CardImage[];
  highlights: string[];
  descriptors: CardDescriptor[];
  featureTags: FeatureTag[];
  badge?: CardBadge | undefined;
  ctaBooster?: string | undefined;
  averageRating?: number | undefined;
  ratingCount: number;
  hasTrustBadge: boolean;
  cancellation: string;
  reopeningDate?: string | undefined;
  closingDate?: string | undefined;
  showPageUid?: string | undefined;
  defaultVariantId?: number | undefined;
  link: CardLink;
  listicleSections: ListicleItem[];
  contentBlocks: { left: ShowTab[]; right: ShowTab[] };
}

const finite = (value: number | null | undefined): value is number => isFiniteNumber(value) && value >= 0;

const isoOrUndefined = (value: string | undefined): string | undefined => {
  const iso = parseDate(value);
  return iso === INVALID_DATE ? undefined : iso;
};

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/**
 * The product card of a tour group (spec 000 §3, §4, §5): available exactly when a final price exists;
 * scratch price only when the original is above the final; highlights, descriptors, badge, wording and
 * link target from their own rules; the show page's dates, listicle and tabs (split into a left and a
 * right column, the left one taking the extra block) when the product has a show page.
 * @example productCard({ id: 7, name: 'Wicked', listingPrice: { finalPrice: 89, originalPrice: 99, currencyCode: 'GBP' } }, { lang: 'en', host: 'example.com' }).formattedScratchPrice === '£99'
 */
export function productCard(group: TourGroup, options: ProductCardOptions): ProductCard {
  const { lang } = options;
  const listing = group.listingPrice ?? {};
  const price = finite(listing.finalPrice) ? listing.finalPrice : undefined;
  const original = finite(listing.originalPrice) ? listing.originalPrice : undefined;
  const scratchPrice =
    price !== undefined && original !== undefined && original > price ? original : undefined;
  const currency = text(listing.currencyCode ?? group.currency?.code)?.toUpperCase();
  const formatOptions = { currencyCode: currency, lang, truncate: options.truncatePrice ?? false };
  const productTitle = text(group.name) ?? '';
  const title = text(options.title) ?? productTitle;
  const showPageUids = options.showPageUids ?? {};
  const uid =
    showPageUids instanceof Map
      ? showPageUids.get(group.id)
      : (showPageUids as Record<number, string>)[group.id];
  const averageRating = group.averageRating ?? group.reviewsDetails?.averageRating ?? undefined;
  const ratingCount = group.ratingCount ?? group.reviewsDetails?.ratingsCount ?? group.reviewCount ?? 0;
  const details = options.showPage?.detailsObjects ?? {};
  const tabs = options.showPage?.tabs ?? [];
  const leftCount = Math.ceil(tabs.length / 2);
  const cashback = cashbackLabel(listing, lang);
  const badge = cardBadge(group.allTags, lang);
  return {
    tgid: group.id,
    available: price !== undefined,
    price,
    scratchPrice,
    currency,
    currencySymbol: price !== undefined && currency ? currencyDisplay(currency) : '',
    formattedPrice: formatPrice(price, formatOptions),
    formattedScratchPrice: formatPrice(scratchPrice, formatOptions),
    isDiscount: isDiscountProduct(price, original),
    percentageSaved: percentageSaved(price, original),
    cashback,
    title,
    productTitle,
    images: cardImages(group, title),
    highlights: visibleHighlights(highlightItems(group.microBrandsHighlight ?? group.highlights)),
    descriptors: cardDescriptors(group, lang),
    featureTags: featureTags(group),
    badge,
    ctaBooster: text(group.callToAction),
    averageRating: finite(averageRating) ? averageRating : undefined,
    ratingCount: finite(ratingCount) ? Math.floor(ratingCount) : 0,
    hasTrustBadge: hasTrustBadge(averageRating, ratingCount),
    cancellation: cancellationWording(
      {
        cancellationPolicy: group.cancellationPolicyV2 ?? group.cancellationPolicy,
        reschedulePolicy: group.reschedulePolicy,
        ticketValidity: group.ticketValidity,
      },
      lang,
    ),
    reopeningDate: isoOrUndefined(details.openingDate),
    closingDate: isoOrUndefined(details.closingDate),
    showPageUid: text(uid),
    defaultVariantId: defaultVariantId(group.allTags),
    link: cardLinkTarget(
      { host: options.host, tgid: group.id, flowType: group.flowType, currencyCode: currency },
      showPageUids,
      lang,
    ),
    listicleSections: options.showPage?.listicleSchema ?? [],
    contentBlocks: { left: tabs.slice(0, leftCount), right: tabs.slice(leftCount) },
  };
}
