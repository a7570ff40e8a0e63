import type { ShortcodeNode } from '../../rules/shortcodes/parseShortcodes';
import { daysBetween } from '../../rules/dates/isoDate';
import { formatIsoDate } from '../../rules/dates/formatIsoDate';
import { formatPrice } from '../../rules/pricing/formatPrice';
import { calendarKey, type ShortcodeData } from '../shortcodeData';
import { collectionOf, hasOwnText, productOf, variantOf } from '../shortcodeTargets';
import { textAttribute } from './attributes';
import { bestDiscountOf, discountOf, listingOf, lowestPrice } from './productPrices';
import { NONE, type Amount, type WidgetEnv, type WidgetView } from './widgetTypes';

type ValueWidget = 'price' | 'min-price' | 'inv-price';

/**
 * A price formatted for the page's language in the answer's currency (the visitor's), as an Amount;
 * undefined without a usable price.
 * @example amountOf(45, 'EUR', env).text === '€45'
 */
export function amountOf(
  price: number | null | undefined,
  currency: string | null | undefined,
  env: WidgetEnv,
): Amount | undefined {
  const text = formatPrice(price, { currencyCode: currency ?? undefined, lang: env.language });
  return text && typeof price === 'number' ? { text, price, currency: currency ?? undefined } : undefined;
}

const amountView = (widget: ValueWidget, amount: Amount | undefined): WidgetView =>
  amount ? { kind: 'value', widget, text: amount.text, amount, useChildren: false } : NONE;

/** `[price tgid variant]`: the product's (or variant's) listing price. */
export function priceView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  const tgid = productOf(node, data.defaults);
  const group = tgid === undefined ? undefined : data.products.get(tgid);
  const listing = group && listingOf(group, variantOf(node));
  return amountView('price', listing && amountOf(listing.finalPrice, listing.currencyCode, env));
}

/** `[min-price tgid | collection]`: the lowest price of a product's variants, or a collection's starting price. */
export function minPriceView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  const tgid = productOf(node, data.defaults);
  if (tgid !== undefined) {
    const group = data.products.get(tgid);
    const lowest = group && lowestPrice(group);
    return amountView('min-price', lowest && amountOf(lowest.price, lowest.currency, env));
  }
  const id = collectionOf(node, data.defaults);
  const collection = id === undefined ? undefined : data.collections.get(id);
  return amountView('min-price', collection && amountOf(collection.finalPrice, collection.currencyCode, env));
}

/** `[inv-price tgid variant]`: the lowest slot price of the coming days. */
export function invPriceView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  const tgid = productOf(node, data.defaults);
  const variant = variantOf(node);
  const slots = (tgid === undefined ? undefined : data.inventories.get(tgid)) ?? [];
  let best: Amount | undefined;
  for (const slot of slots) {
    if (variant !== undefined && slot.variantId !== variant) continue;
    const amount = amountOf(slot.price, slot.currencyCode, env);
    if (amount && (!best || amount.price < best.price)) best = amount;
  }
  return amountView('inv-price', best);
}

/** `[best-discount tgid | collection]`: "up to 25% off"; nothing when nothing is saved. */
export function bestDiscountView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  const tgid = productOf(node, data.defaults);
  const id = collectionOf(node, data.defaults);
  const group = tgid === undefined ? undefined : data.products.get(tgid);
  const collection = id === undefined ? undefined : data.collections.get(id);
  const value = group ? bestDiscountOf(group) : discountOf(collection);
  if (value <= 0) return NONE;
  return {
    kind: 'value',
    widget: 'best-discount',
    text: env.t('widgets.bestDiscount', { value }),
    useChildren: false,
  };
}

/** `[booster text]…[/booster]`: the editor's urgency line, else the page product's call to action. */
export function boosterView(node: ShortcodeNode, data: ShortcodeData): WidgetView {
  if (hasOwnText(node))
    return {
      kind: 'value',
      widget: 'booster',
      text: textAttribute(node, 'text') ?? '',
      useChildren: node.children.length > 0,
    };
  const tgid = productOf(node, data.defaults);
  const text = (tgid === undefined ? undefined : data.products.get(tgid))?.callToAction?.trim();
  return text ? { kind: 'value', widget: 'booster', text, useChildren: false } : NONE;
}

/** `[next-available tgid variant]`: "Available today", "… tomorrow", "Next available: May 14, 2026". */
export function nextAvailableView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  const tgid = productOf(node, data.defaults);
  const next = tgid === undefined ? undefined : data.calendars.get(calendarKey(tgid, variantOf(node)));
  if (!next) return NONE;
  const { date, today } = next;
  const text =
    date === undefined
      ? env.t('widgets.nextAvailable.none')
      : date === today
        ? env.t('widgets.nextAvailable.today')
        : daysBetween(today, date) === 1
          ? env.t('widgets.nextAvailable.tomorrow')
          : env.t('widgets.nextAvailable.date', { date: formatIsoDate(date, env.language, env.region) });
  return { kind: 'value', widget: 'next-available', text, datetime: date, useChildren: false };
}
