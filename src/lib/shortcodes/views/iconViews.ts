import type { ShortcodeNode } from '../../rules/shortcodes/parseShortcodes';
import type { ShortcodeName } from '../../rules/shortcodes/shortcodeSpec';
import { getLanguage, type LanguageCode } from '../../i18n/languages';
import { formatTime } from '../../i18n/dateFormat';
import { bookingUrl } from '../../rules/booking/bookingUrl';
import { cachedBy } from '../../rules/cachedBy';
import { durationWording } from '../../rules/policies/durationWording';
import { calendarKey, type ShortcodeData } from '../shortcodeData';
import { hasOwnText, productOf, variantOf } from '../shortcodeTargets';
import { textAttribute } from './attributes';
import { ICON_NAMES, NONE, type IconName, type WidgetEnv, type WidgetView } from './widgetTypes';

/** @example isIconName('train') === true; isIconName('price') === false */
export const isIconName = (name: ShortcodeName): name is IconName =>
  (ICON_NAMES as readonly string[]).includes(name);

/**
 * An icon with the editor's text (attribute or enclosed content) or, failing that, `computed` text or
 * link (whose label the enclosed content replaces); its meaning is read out through `label` ("Train"),
 * the `title` shows as a bold lead-in.
 * @example iconView({ name: 'train', attributes: { text: 'Roma Termini' }, children: [] }, 'train', env) → { kind: 'icon', icon: 'train', label: 'Train', text: 'Roma Termini', … }
 */
export function iconView(
  node: ShortcodeNode,
  icon: IconName,
  env: WidgetEnv,
  computed: { text?: string | undefined; link?: { href: string; label: string } | undefined } = {},
): WidgetView {
  return {
    kind: 'icon',
    icon,
    label: env.t(`widgets.icon.${icon}`),
    title: textAttribute(node, 'title'),
    // A link carries the text as its label.
    text: computed.link ? undefined : (textAttribute(node, 'text') ?? computed.text),
    useChildren: node.children.length > 0,
    link: computed.link,
  };
}

/** `[duration tgid]`: the editor's text, else the product's duration ("2 hr 30 min"); nothing without either. */
export function durationView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  if (hasOwnText(node)) return iconView(node, 'duration', env);
  const tgid = productOf(node, data.defaults);
  const group = tgid === undefined ? undefined : data.products.get(tgid);
  const text = group && durationWording(group.minDuration, group.maxDuration, env.language);
  return text ? iconView(node, 'duration', env, { text }) : NONE;
}

const lists = new Map<LanguageCode, Intl.ListFormat>();
/** Shown start times at most: a timetable belongs on the product page. */
export const MAX_TIMES = 6;

/** `[timings tgid]`: the editor's text, else the start times of the first day with slots. */
export function timingsView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  if (hasOwnText(node)) return iconView(node, 'timings', env);
  const tgid = productOf(node, data.defaults);
  const slots = (tgid === undefined ? undefined : data.inventories.get(tgid)) ?? [];
  const day = slots[0]?.startDate;
  if (!day) return NONE;
  const starts = [...new Set(slots.filter((slot) => slot.startDate === day).map((slot) => slot.startTime))]
    .sort()
    .slice(0, MAX_TIMES)
    .map((time) => formatTime(`${day}T${time}`, env.language));
  const list = cachedBy(
    lists,
    env.language,
    () => new Intl.ListFormat(getLanguage(env.language).bcp47, { type: 'conjunction' }),
  );
  return iconView(node, 'timings', env, { text: env.t('widgets.timings', { times: list.format(starts) }) });
}

/**
 * `calendar`: the availability calendar island for the product (and variant) when its calendar and
 * booking flow are known: a month of prices, then the times of the chosen date, then the booking flow;
 * else a calendar icon linking to the booking flow ("Check dates"), or the editor's own text.
 * @example calendarView(parse('[calendar tgid=10201]'), data, env).kind === 'calendar'
 */
export function calendarView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  const tgid = productOf(node, data.defaults);
  const product = tgid === undefined ? undefined : data.products.get(tgid);
  const href =
    tgid === undefined
      ? undefined
      : bookingUrl({
          host: env.host,
          tgid,
          flowType: product?.flowType,
          currencyCode: env.currency,
        });
  const variant = variantOf(node);
  const island = tgid === undefined ? undefined : data.calendarIslands.get(calendarKey(tgid, variant));
  if (tgid !== undefined && href && product && island && !hasOwnText(node))
    return {
      kind: 'calendar',
      tgid,
      bookingHref: href,
      ...island,
      currency: env.currency,
      variants: (product.variants ?? [])
        .filter((option) => variant === undefined || option.id === variant)
        .map((option) => ({ id: option.id, name: option.name ?? '' })),
      idPrefix: `calendar-sc-${tgid}${variant === undefined ? '' : `-${variant}`}`,
    };
  if (!href) return hasOwnText(node) ? iconView(node, 'calendar', env) : NONE;
  const label = textAttribute(node, 'text') ?? env.t('widgets.checkDates');
  return iconView(node, 'calendar', env, { link: { href, label } });
}
