/**
 * The tour group (product) as the catalogue sends it (spec 000 §3), with the spec's field names.
 * Fields are optional where the catalogue may leave them out; rules treat a missing field as "unknown".
 */
export interface ListingPrice {
  finalPrice?: number | null;
  originalPrice?: number | null;
  currencyCode?: string | null;
  bestDiscount?: number | null;
  cashbackType?: string | null;
  cashbackValue?: number | null;
}

export interface Media {
  type: 'IMAGE' | (string & {});
  url: string;
  metadata?: { height?: number | null; width?: number | null; altText?: string | null } | null;
}

export interface Taxon {
  id?: number | null;
  displayName?: string | null;
  urlSlugs?: Record<string, string> | null;
}

export interface CancellationPolicy {
  cancellable?: boolean | null;
  /** Hours before the start up to which a booking can be cancelled; 0 means any time. */
  cancellableUpTo?: number | null;
}

export interface ReschedulePolicy {
  reschedulable?: boolean | null;
  /** Hours before the start up to which a booking can be rescheduled; 0 means any time. */
  reschedulableUpTo?: number | null;
}

export type TicketValidityType =
  'UNTIL_DATE' | 'UNTIL_DAYS_FROM_PURCHASE' | 'EXTENDABLE_BUT_UNKNOWN' | 'NOT_EXTENDABLE';

export interface TicketValidity {
  ticketValidityType?: TicketValidityType | null;
  /** YYYY-MM-DD. */
  ticketValidityUntilDate?: string | null;
  ticketValidityUntilDaysFromPurchase?: number | null;
}

export interface Descriptor {
  code: string;
  name?: string | null;
}

export interface TourGroup {
  id: number;
  name?: string | null;
  allTags?: readonly string[] | null;
  descriptors?: readonly Descriptor[] | null;
  averageRating?: number | null;
  reviewCount?: number | null;
  ratingCount?: number | null;
  callToAction?: string | null;
  /** Rich-text HTML list or plain lines of highlights. */
  highlights?: string | readonly string[] | null;
  microBrandsHighlight?: string | readonly string[] | null;
  microBrandsDescriptor?: string | null;
  listingPrice?: ListingPrice | null;
  media?: { productImages?: readonly Media[] | null; safetyImages?: readonly Media[] | null } | null;
  imageUrl?: string | null;
  primaryCollection?: Taxon | null;
  primaryCategory?: Taxon | null;
  primarySubCategory?: Taxon | null;
  flowType?: string | null;
  urlSlugs?: Record<string, string> | null;
  combo?: boolean | null;
  multiVariant?: boolean | null;
  variants?: readonly { id: number; name?: string | null }[] | null;
  city?: {
    code?: string | null;
    displayName?: string | null;
    country?: { code?: string | null; currency?: { code?: string | null } | null } | null;
  } | null;
  currency?: { code?: string | null; localSymbol?: string | null } | null;
  cancellationPolicy?: CancellationPolicy | null;
  cancellationPolicyV2?: CancellationPolicy | null;
  reschedulePolicy?: ReschedulePolicy | null;
  ticketValidity?: TicketValidity | null;
  /** Milliseconds, as the catalogue sends durations. */
  minDuration?: number | null;
  /** Milliseconds. */
  maxDuration?: number | null;
  inclusionsRichText?: string | null;
  exclusionsRichText?: string | null;
  reviewsDetails?: { averageRating?: number | null; ratingsCount?: number | null } | null;
  topReviews?: readonly unknown[] | null;
  experienceItineraryIds?: readonly number[] | null;
  allVariantOpenDated?: boolean | null;
}
