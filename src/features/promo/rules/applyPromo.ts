import { z } from 'zod';
import { filledFields } from '../../../lib/rules/filledFields';

/** A `promo_codes` document's fields (spec 001 §3: discount types PERCENTAGE and ABSOLUTE, may be capped). */
export interface PromoCode {
  code: string;
  type: 'PERCENTAGE' | 'ABSOLUTE';
  /** A percentage (0–100) or an amount in `currency`. */
  value: number;
  /** The largest discount, in `currency` (percentage codes). */
  cap?: number | undefined;
  /** The currency of an ABSOLUTE value and of the cap; the code applies to prices in it only. */
  currency?: string | undefined;
  /** First and last day of validity (inclusive, ISO dates, in the venue's time zone). */
  validFrom?: string | undefined;
  validTo?: string | undefined;
  tgids: readonly number[];
  collectionIds: readonly number[];
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const document = z.object({
  code: z.string().trim().min(2).max(40),
  discount_type: z.enum(['PERCENTAGE', 'ABSOLUTE']),
  value: z.coerce.number().positive(),
  cap: z.coerce.number().positive().optional().catch(undefined),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .catch(undefined),
  valid_from: isoDate.optional().catch(undefined),
  valid_to: isoDate.optional().catch(undefined),
  products: z.array(z.object({ tgid: z.coerce.number().int().positive() })).catch([]),
  collections: z.array(z.object({ collection_id: z.coerce.number().int().positive() })).catch([]),
});

/**
 * A `promo_codes` document's data as a code, or undefined when it cannot be one (no code, an unknown
 * type, a percentage over 100, an ABSOLUTE value without its currency).
 * @example parsePromoDocument({ code: 'HAMILTON10', discount_type: 'PERCENTAGE', value: 10, products: [{ tgid: 10103 }] })?.code === 'HAMILTON10'
 */
export function parsePromoDocument(data: unknown): PromoCode | undefined {
  const parsed = document.safeParse(filledFields(data));
  if (!parsed.success) return undefined;
  const d = parsed.data;
  if (d.discount_type === 'PERCENTAGE' && d.value > 100) return undefined;
  if (d.discount_type === 'ABSOLUTE' && !d.currency) return undefined;
  return {
    code: d.code.toUpperCase(),
    type: d.discount_type,
    value: d.value,
    cap: d.cap,
    currency: d.currency,
    validFrom: d.valid_from,
    validTo: d.valid_to,
    tgids: d.products.map((p) => p.tgid),
    collectionIds: d.collections.map((c) => c.collection_id),
  };
}

export interface PromoTarget {
  tgid: number;
  collectionIds: readonly number[];
  /** The price before the code, in `currency`. */
  price: number;
  currency: string;
  now: Date;
  /** The venue's IANA time zone: validity days are the venue's days. */
  timeZone: string;
  /**
   * The same price in another currency, as the catalogue answered it (`price` in `currency`): a capped
   * PERCENTAGE code in that currency then applies here, its cap converted at the ratio of the two
   * prices, the catalogue's own rate (issue 21 §3: a percentage code survives a currency switch).
   */
  reference?: { price: number; currency: string } | undefined;
}

export type PromoRefusal = 'unknown' | 'notStarted' | 'expired' | 'notApplicable' | 'wrongCurrency';
export type PromoResult =
  | { ok: true; code: string; price: number; saved: number }
  | { ok: false; reason: Exclude<PromoRefusal, 'wrongCurrency'> }
  /** An ABSOLUTE or capped code shown a price in another currency: `currency` is the code's own. */
  | { ok: false; reason: 'wrongCurrency'; currency: string };

/** The code the visitor typed (case and spaces ignored), if the site has it. */
function findPromo(input: string, codes: readonly PromoCode[]): PromoCode | undefined {
  const wanted = input.replace(/\s+/g, '').toUpperCase();
  return wanted ? codes.find((code) => code.code === wanted) : undefined;
}

/**
 * The currency whose price `applyPromo` needs as `reference` for the typed code shown in `currency`: a
 * capped PERCENTAGE code in another currency; undefined when none is needed.
 * @example referenceCurrency('lyceum10', [lyceum10], 'EUR') === 'GBP'
 */
export function referenceCurrency(
  input: string,
  codes: readonly PromoCode[],
  currency: string,
): string | undefined {
  const promo = findPromo(input, codes);
  return promo?.type === 'PERCENTAGE' &&
    promo.cap !== undefined &&
    promo.currency &&
    promo.currency !== currency
    ? promo.currency
    : undefined;
}

/**
 * The cap of a PERCENTAGE code in the target's currency: as stored in its own currency; converted at the
 * ratio of the target's price to its `reference` price in the code's currency; undefined otherwise.
 * @example capIn({ type: 'PERCENTAGE', cap: 15, currency: 'GBP', … }, { price: 52, currency: 'EUR', reference: { price: 45, currency: 'GBP' }, … }) === 17.33
 */
export function capIn(promo: PromoCode, target: PromoTarget): number | undefined {
  if (promo.cap === undefined) return undefined;
  if (!promo.currency || promo.currency === target.currency) return promo.cap;
  const reference = target.reference;
  if (promo.type !== 'PERCENTAGE' || reference?.currency !== promo.currency || !(reference.price > 0))
    return undefined;
  return roundInCurrency((promo.cap * target.price) / reference.price, target.currency);
}

/** Digits after the decimal point of a currency (JPY 0, EUR 2, KWD 3). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Rounds half away from zero to the currency's minor unit. @example roundInCurrency(12.345, 'EUR') === 12.35 */
export function roundInCurrency(amount: number, currency: string): number {
  const factor = 10 ** currencyDigits(currency);
  return Math.round((amount + Number.EPSILON) * factor) / factor;
}

/** The ISO date of an instant in a time zone. @example dayIn(new Date('2026-05-31T23:30:00Z'), 'Asia/Dubai') === '2026-06-01' */
export function dayIn(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * Applies a typed code (case and spaces ignored) to a product's price: it must exist, be valid on the
 * venue's current day, name the product or one of its collections (a code naming neither applies to
 * every product) and, for ABSOLUTE codes and caps, be in the price's currency (else `wrongCurrency`
 * naming the code's currency, so the message can say which) — a capped PERCENTAGE code applies in
 * another currency when the target brings its `reference` price in the code's currency (`capIn`). The saving is rounded in
 * the currency, capped, and never more than the price.
 * @example applyPromo('hamilton10', [code10pct], { price: 199, currency: 'USD', … }) → { ok: true, code: 'HAMILTON10', price: 179.1, saved: 19.9 }
 */
export function applyPromo(input: string, codes: readonly PromoCode[], target: PromoTarget): PromoResult {
  const promo = findPromo(input, codes);
  if (!promo) return { ok: false, reason: 'unknown' };
  const today = dayIn(target.now, target.timeZone);
  if (promo.validFrom && today < promo.validFrom) return { ok: false, reason: 'notStarted' };
  if (promo.validTo && today > promo.validTo) return { ok: false, reason: 'expired' };
  const scoped = promo.tgids.length > 0 || promo.collectionIds.length > 0;
  const inScope =
    promo.tgids.includes(target.tgid) || target.collectionIds.some((id) => promo.collectionIds.includes(id));
  if (scoped && !inScope) return { ok: false, reason: 'notApplicable' };
  const cap = capIn(promo, target);
  const needsCurrency = promo.type === 'ABSOLUTE' || (promo.cap !== undefined && cap === undefined);
  if (needsCurrency && promo.currency && promo.currency !== target.currency)
    return { ok: false, reason: 'wrongCurrency', currency: promo.currency };
  let saved = promo.type === 'PERCENTAGE' ? (target.price * promo.value) / 100 : promo.value;
  if (cap !== undefined) saved = Math.min(saved, cap);
  saved = Math.min(roundInCurrency(saved, target.currency), target.price);
  return {
    ok: true,
    code: promo.code,
    price: roundInCurrency(target.price - saved, target.currency),
    saved,
  };
}
