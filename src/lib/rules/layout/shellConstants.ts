/** App-shell constants of spec 000 §9 and spec 001 §9. */
export const SCROLL_TOP_THRESHOLD_PX = 100;
/** Month-on-month pages place the button higher, clear of their sticky month bar. */
export const SCROLL_TOP_RAISED_OFFSET_PX = 96;
/** Mobile is a viewport narrower than 768 px (spec 001 §9): the media queries of pictures use it. */
export const MOBILE_MAX_WIDTH_PX = 767;

/**
 * Whether the scroll-to-top button shows: strictly more than 100 px scrolled.
 * @example scrollButtonVisible(100) === false; scrollButtonVisible(101) === true
 */
export function scrollButtonVisible(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD_PX;
}
