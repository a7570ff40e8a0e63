import type { ShortcodeNode } from '../../rules/shortcodes/parseShortcodes';
import { bookingUrl } from '../../rules/booking/bookingUrl';
import { productCard } from '../../rules/card/productCard';
import { formatRating } from '../../rules/reviews/formatRating';
import type { ShortcodeData } from '../shortcodeData';
import { collectionOf, productOf } from '../shortcodeTargets';
import { booleanAttribute, textAttribute } from './attributes';
import { amountOf } from './priceViews';
import { lowestPrice } from './productPrices';
import { NONE, type WidgetEnv, type WidgetView } from './widgetTypes';

/** The editor's link, else the product's booking flow in the visitor's currency. */
function hrefOf(node: ShortcodeNode, tgid: number | undefined, data: ShortcodeData, env: WidgetEnv) {
  const url = textAttribute(node, 'url');
  if (url) return url;
  if (tgid === undefined) return undefined;
  const flowType = data.products.get(tgid)?.flowType;
  return bookingUrl({ host: env.host, tgid, flowType, currencyCode: env.currency });
}

/**
 * `[cta url tgid text newtab]…[/cta]`: a call-to-action link (the editor's, else the booking flow)
 * labelled by the enclosed content, `text` or "Book now", with the product's "from" price when it
 * is known; a failed product call leaves a plain link.
 */
export function ctaView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  const tgid = productOf(node, data.defaults);
  const href = hrefOf(node, tgid, data, env);
  if (!href) return NONE;
  const group = tgid === undefined ? undefined : data.products.get(tgid);
  const lowest = group && lowestPrice(group);
  const amount = lowest && amountOf(lowest.price, lowest.currency, env);
  return {
    kind: 'link',
    widget: 'cta',
    href,
    label: textAttribute(node, 'text') ?? env.t('widgets.book'),
    useChildren: node.children.length > 0,
    newTab: booleanAttribute(node, 'newtab'),
    detail: amount && env.t('widgets.from', { price: amount.text }),
    amount,
  };
}

/**
 * `[rating-cta url tgid text]`: the product's rating and rating count ("★ 4.6 · 1,234 ratings", read out
 * in words), with a link ("Read reviews") when the editor gives one; nothing without either.
 */
export function ratingCtaView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  const tgid = productOf(node, data.defaults);
  const href = textAttribute(node, 'url');
  const group = tgid === undefined ? undefined : data.products.get(tgid);
  const card = group && productCard(group, { lang: env.language, host: env.host });
  const rated = card?.averageRating !== undefined && card.ratingCount > 0 ? card : undefined;
  const rating = rated && formatRating(rated.averageRating, env.language);
  const count = rated && env.t('widgets.ratingCount', { count: rated.ratingCount });
  if (!href && !(rating && count)) return NONE;
  return {
    kind: 'link',
    widget: 'rating-cta',
    href,
    label: textAttribute(node, 'text') ?? (href ? env.t('widgets.readReviews') : ''),
    useChildren: node.children.length > 0,
    newTab: false,
    detail: rating && count ? `★ ${rating} · ${count}` : undefined,
    detailLabel: rating && count ? `${env.t('widgets.rating', { rating })}, ${count}` : undefined,
  };
}

/** `[jumplink target text]`: a link to an anchor of the page, labelled by its content, text or target. */
export function jumplinkView(node: ShortcodeNode): WidgetView {
  const target = textAttribute(node, 'target') ?? '';
  return {
    kind: 'link',
    widget: 'jumplink',
    href: `#${target}`,
    label: textAttribute(node, 'text') ?? target.replace(/[-_]+/g, ' '),
    useChildren: node.children.length > 0,
    newTab: false,
  };
}

/**
 * `[collection id]`: the collection's name and starting price ("from €18"), linked to this site's page
 * of the collection when there is one; nothing when the collection could not be loaded.
 */
export function collectionView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  const id = collectionOf(node, data.defaults);
  const facts = id === undefined ? undefined : data.collections.get(id);
  if (!facts || id === undefined) return NONE;
  const amount = amountOf(facts.finalPrice, facts.currencyCode, env);
  const detail = amount && env.t('widgets.from', { price: amount.text });
  const href = data.collectionPaths.get(id);
  if (!href) return facts.name ? { kind: 'text', widget: 'collection', text: facts.name, detail } : NONE;
  return {
    kind: 'link',
    widget: 'collection',
    href,
    label: facts.name,
    useChildren: node.children.length > 0,
    newTab: false,
    detail,
    amount,
  };
}
