import type { ShortcodeNode } from '../../rules/shortcodes/parseShortcodes';
import type { ShortcodeData } from '../shortcodeData';
import { iframeView, mapView, spotifyView } from './embedViews';
import { calendarView, durationView, iconView, isIconName, timingsView } from './iconViews';
import { collectionView, ctaView, jumplinkView, ratingCtaView } from './linkViews';
import {
  bestDiscountView,
  boosterView,
  invPriceView,
  minPriceView,
  nextAvailableView,
  priceView,
} from './priceViews';
import { experienceView, priceBlockView } from './productViews';
import { dateView, notesView, popupView } from './textViews';
import { NONE, type WidgetEnv, type WidgetView } from './widgetTypes';

/**
 * What a shortcode shows, from the page's resolved catalogue data (read synchronously): one view
 * builder per shortcode of spec 000 §2. A view never throws; missing data gives a degraded view or
 * `none`.
 * @example widgetView({ type: 'shortcode', name: 'price', attributes: { tgid: 10201 }, children: [] }, data, env) → { kind: 'value', widget: 'price', text: '€18', … }
 */
export function widgetView(node: ShortcodeNode, data: ShortcodeData, env: WidgetEnv): WidgetView {
  switch (node.name) {
    case 'price':
      return priceView(node, data, env);
    case 'min-price':
      return minPriceView(node, data, env);
    case 'inv-price':
      return invPriceView(node, data, env);
    case 'best-discount':
      return bestDiscountView(node, data, env);
    case 'booster':
      return boosterView(node, data);
    case 'next-available':
      return nextAvailableView(node, data, env);
    case 'cta':
      return ctaView(node, data, env);
    case 'rating-cta':
      return ratingCtaView(node, data, env);
    case 'jumplink':
      return jumplinkView(node);
    case 'collection':
      return collectionView(node, data, env);
    case 'price-block':
      return priceBlockView(node, data, env);
    case 'experience':
      return experienceView(node, data);
    case 'duration':
      return durationView(node, data, env);
    case 'timings':
      return timingsView(node, data, env);
    case 'calendar':
      return calendarView(node, data, env);
    case 'iframe':
      return iframeView(node, env);
    case 'map':
      return mapView(node, env);
    case 'spotify-player':
      return spotifyView(node, env);
    case 'date':
      return dateView(node, env);
    case 'popup':
      return popupView(node, env);
    case 'notes':
      return notesView(node, env);
    default:
      return isIconName(node.name) ? iconView(node, node.name, env) : NONE;
  }
}
