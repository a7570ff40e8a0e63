import { GROUP_PARAM, SUBSCRIBED_PARAM } from '../forms/formParams';

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

/**
 * Items of a list of cards or teasers rendered at once before the rest are left to the browser to render
 * when they near the viewport: on a phone the first fills the first screen (on a desktop a whole row is
 * on screen and renders at once anyway). The rest
 * (`content-visibility: auto`) are not laid out — and their lazy images not fetched — until scrolled
 * near, so the first screen's largest image does not share a slow link with half a dozen card images
 * further down (Chromium fetches lazy images up to ~2,500 px ahead). Issue 21 §5.
 */
export const EAGER_LIST_ITEMS = 1;

/**
 * `data-lazy` of the item at `index` of a list: 'off' for the first EAGER_LIST_ITEMS and whenever the
 * page renders everything at once (`lazyRenderingOff`), else 'on'.
 * @example lazyListItem(0, false) === 'off'
 * @example lazyListItem(1, false) === 'on'
 * @example lazyListItem(5, true) === 'off'
 */
export function lazyListItem(index: number, renderAllAtOnce: boolean): 'on' | 'off' {
  return renderAllAtOnce || index < EAGER_LIST_ITEMS ? 'off' : 'on';
}
