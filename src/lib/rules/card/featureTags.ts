import type { LanguageCode } from '../../i18n/languages';
import type { TourGroup } from '../catalogueTypes';
import { durationWording } from '../policies/durationWording';
import { translatorFor } from '../translatorFor';

/** Product feature tags (spec 000 §3, 001 §3), in the order a card shows them. */
export const FEATURE_TAGS = [
  'FREE_CANCELLATION',
  'FLEXIBLE_CANCELLATION',
  'EXTENDED_VALIDITY',
  'INSTANT_CONFIRMATION',
  'MOBILE_TICKET',
  'DURATION',
  'AUDIO_GUIDE',
  'GUIDED_TOUR',
  'TRANSFERS',
  'HOTEL_PICKUP',
  'MEALS_INCLUDED',
] as const;
export type FeatureTag = (typeof FEATURE_TAGS)[number];

/** At most this many descriptors on a card (spec 000 §9)… */
export const MAX_DESCRIPTORS = 3;
/** …plus the guided-tour one for products in these categories (Tours, Day Trips). */
export const GUIDED_TOUR_EXTRA_CATEGORY_IDS: readonly number[] = [2, 6];

const labelKeys = {
  FREE_CANCELLATION: 'rules.feature.freeCancellation',
  FLEXIBLE_CANCELLATION: 'rules.feature.flexibleCancellation',
  EXTENDED_VALIDITY: 'rules.feature.extendedValidity',
  INSTANT_CONFIRMATION: 'rules.feature.instantConfirmation',
  MOBILE_TICKET: 'rules.feature.mobileTicket',
  DURATION: 'rules.feature.duration',
  AUDIO_GUIDE: 'rules.feature.audioGuide',
  GUIDED_TOUR: 'rules.feature.guidedTour',
  TRANSFERS: 'rules.feature.transfers',
  HOTEL_PICKUP: 'rules.feature.hotelPickup',
  MEALS_INCLUDED: 'rules.feature.mealsIncluded',
} as const satisfies Record<FeatureTag, string>;

const isFeatureTag = (code: string): code is FeatureTag => Object.hasOwn(labelKeys, code);

/**
 * The feature tags of a product: the catalogue's descriptor codes that are feature tags, plus
 * FREE_CANCELLATION for a cancellable policy, EXTENDED_VALIDITY for an extendable ticket and DURATION
 * when a duration is known; in FEATURE_TAGS order.
 * @example featureTags({ id: 1, descriptors: [{ code: 'AUDIO_GUIDE' }], cancellationPolicy: { cancellable: true } }) → ['FREE_CANCELLATION', 'AUDIO_GUIDE']
 */
export function featureTags(group: TourGroup): FeatureTag[] {
  const codes = new Set<string>(
    (group.descriptors ?? []).map((descriptor) => String(descriptor.code).toUpperCase()),
  );
  if ((group.cancellationPolicyV2 ?? group.cancellationPolicy)?.cancellable === true)
    codes.add('FREE_CANCELLATION');
  if (group.ticketValidity?.ticketValidityType === 'EXTENDABLE_BUT_UNKNOWN') codes.add('EXTENDED_VALIDITY');
  if ((group.minDuration ?? 0) > 0 || (group.maxDuration ?? 0) > 0) codes.add('DURATION');
  return FEATURE_TAGS.filter((tag) => codes.has(tag) && isFeatureTag(tag));
}

export interface CardDescriptor {
  code: FeatureTag;
  label: string;
}

/**
 * The descriptors a card shows: the first 3 feature tags, plus GUIDED_TOUR as a fourth when the product
 * is a guided tour in a Tours or Day Trips category and it did not make the first 3. DURATION shows the
 * duration itself.
 * @example cardDescriptors({ id: 1, descriptors: [{ code: 'MOBILE_TICKET' }] }, 'en') → [{ code: 'MOBILE_TICKET', label: 'Mobile ticket' }]
 */
export function cardDescriptors(group: TourGroup, lang: LanguageCode): CardDescriptor[] {
  const t = translatorFor(lang);
  const tags = featureTags(group);
  const chosen = tags.slice(0, MAX_DESCRIPTORS);
  const categoryId = group.primaryCategory?.id ?? -1;
  if (
    tags.includes('GUIDED_TOUR') &&
    !chosen.includes('GUIDED_TOUR') &&
    GUIDED_TOUR_EXTRA_CATEGORY_IDS.includes(categoryId)
  ) {
    chosen.push('GUIDED_TOUR');
  }
  return chosen.map((code) => ({
    code,
    label:
      code === 'DURATION'
        ? (durationWording(group.minDuration, group.maxDuration, lang) ?? t(labelKeys[code]))
        : t(labelKeys[code]),
  }));
}

/** The feature tags shown next to the price in the booking box (spec 000 §3), in this order. */
export const TRUST_TAGS = ['FREE_CANCELLATION', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET'] as const;

/**
 * What the booking box says next to the price (issue 21 §2): the product's free cancellation, instant
 * confirmation and mobile ticket (its feature tags), then "Reserve now, pay later" for a `RESERVE` flow.
 * @example trustLabels(['FREE_CANCELLATION', 'DURATION', 'MOBILE_TICKET'], 'RESERVE', 'en') → ['Free cancellation', 'Mobile ticket', 'Reserve now, pay later']
 */
export function trustLabels(
  tags: readonly FeatureTag[],
  flowType: string | null | undefined,
  lang: LanguageCode,
): string[] {
  const t = translatorFor(lang);
  const labels = TRUST_TAGS.filter((tag) => tags.includes(tag)).map((tag) => t(labelKeys[tag]));
  if (flowType === 'RESERVE') labels.push(t('booking.reserveNowPayLater'));
  return labels;
}
