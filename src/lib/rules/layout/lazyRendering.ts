import { GROUP_PARAM } from '../../forms/groupBooking/flash';
import { SUBSCRIBED_PARAM } from '../../subscriptions/subscribeForm';

/** `?overrideLazyLoad`: every lazy section rendered at once (spec 000 §4). */
export const LAZY_OVERRIDE_PARAM = 'overrideLazyLoad';

/**
 * Whether a page renders its lazy sections at once instead of with `content-visibility: auto`: for bots
 * and `?overrideLazyLoad` (spec 000 §4), and on the page a form post comes back to (`?subscribed=`,
 * `?group=`, issue 21 §1): its fragment (`#subscribe`, `#group-booking`) must land on the confirmation,
 * which placeholder sizes above it (22rem for a section of thousands of pixels) would push off the screen.
 * @example lazyRenderingOff({ bot: false, query: new URLSearchParams('subscribed=1') }) === true
 * @example lazyRenderingOff({ bot: false, query: new URLSearchParams('page=2') }) === false
 */
export function lazyRenderingOff(input: { bot: boolean; query: URLSearchParams }): boolean {
  const { bot, query } = input;
  return bot || [LAZY_OVERRIDE_PARAM, SUBSCRIBED_PARAM, GROUP_PARAM].some((name) => query.has(name));
}
