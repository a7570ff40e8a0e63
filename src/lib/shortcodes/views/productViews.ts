import type { ShortcodeNode } from '../../rules/shortcodes/parseShortcodes';
import { bookingUrl } from '../../rules/booking/bookingUrl';
import { productCard } from '../../rules/card/productCard';
import { savedLabel } from '../../rules/pricing/savedLabel';
import type { ShortcodeData } from '../shortcodeData';
import { productOf } from '../shortcodeTargets';
import { textAttribute } from './attributes';
import { NONE, type WidgetEnv, type WidgetView } from './widgetTypes';

/**
 * `[price-block tgid title]`: a box with the product's name (or the editor's title), its "from" price
 * with the scratch price and saving, and a booking link in the visitor's currency. Without the
 * product's data it keeps the title and the booking link.
 */
export function priceBlockView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  const tgid = productOf(node, data.defaults);
  if (tgid === undefined) return NONE;
  const group = data.products.get(tgid);
  const href = bookingUrl({ host: env.host, tgid, flowType: group?.flowType, currencyCode: env.currency });
  const title = textAttribute(node, 'title');
  if (!group)
    return {
      kind: 'priceBlock',
      title: title ?? '',
      amount: undefined,
      scratch: undefined,
      saved: undefined,
      href,
    };
  const card = productCard(group, { lang: env.language, host: env.host });
  const amount =
    card.available && card.price !== undefined
      ? { text: card.formattedPrice, price: card.price, currency: card.currency }
      : undefined;
  return {
    kind: 'priceBlock',
    title: title ?? card.title,
    amount,
    scratch: card.formattedScratchPrice || undefined,
    saved:
      card.scratchPrice === undefined ? undefined : savedLabel(card.price, card.scratchPrice, env.language),
    href,
  };
}

/** `[experience tgid]`: the product's card (show page, else booking flow); nothing if it could not load. */
export function experienceView(node: ShortcodeNode, data: ShortcodeData): WidgetView {
  const tgid = productOf(node, data.defaults);
  const card = tgid === undefined ? undefined : data.cards.get(tgid);
  return card ? { kind: 'experience', card } : NONE;
}
