import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';

/** Descriptor labels of spec 000 §3 / 001 §3 as catalogue tags, strongest first: a card shows one. */
export const BADGE_TAGS = [
  'EXCLUSIVE',
  'SPECIAL_DEAL',
  'MOST_LOVED',
  'BESTSELLER',
  'SELLING_OUT_FAST',
  'MUST_DO',
] as const;
export type BadgeTag = (typeof BADGE_TAGS)[number];

const labelKeys = {
  EXCLUSIVE: 'rules.badge.exclusive',
  SPECIAL_DEAL: 'rules.badge.specialDeal',
  MOST_LOVED: 'rules.badge.mostLoved',
  BESTSELLER: 'rules.badge.bestSeller',
  SELLING_OUT_FAST: 'rules.badge.sellingOutFast',
  MUST_DO: 'rules.badge.mustDo',
} as const satisfies Record<BadgeTag, string>;

export interface CardBadge {
  code: BadgeTag;
  label: string;
}

/**
 * The badge of a product card from its tags (case-insensitive), the strongest one only.
 * @example cardBadge(['bestseller', 'EXCLUSIVE'], 'en') → { code: 'EXCLUSIVE', label: 'Exclusive' }
 */
export function cardBadge(
  tags: readonly string[] | null | undefined,
  lang: LanguageCode,
): CardBadge | undefined {
  const present = new Set((tags ?? []).map((tag) => tag.trim().toUpperCase()));
  const code = BADGE_TAGS.find((tag) => present.has(tag));
  return code ? { code, label: translatorFor(lang)(labelKeys[code]) } : undefined;
}

/**
 * The default variant carried by a DEFAULT_VARIANT:<id> tag (spec 000 §3).
 * @example defaultVariantId(['CITY:PARIS', 'DEFAULT_VARIANT:1234']) === 1234
 */
export function defaultVariantId(tags: readonly string[] | null | undefined): number | undefined {
  for (const tag of tags ?? []) {
    const match = /^DEFAULT_VARIANT[:_-]?(\d+)$/i.exec(tag.trim());
    if (match) return Number(match[1]);
  }
  return undefined;
}
