import { withoutStyleElements } from '../styles/pageStyles';
/**
 * The DOM side of the review filters island (spec 001 §3, §8): which clicks it takes over, where the
 * review body sits in a fetched page, and how "Show more reviews" appends the next page. The server
 * renders every state of the section (the same components), so the island only moves server HTML.
 */

/** Marks the element holding a review section's swappable content (options, list, paging). */
export const REVIEWS_BODY_ATTRIBUTE = 'data-reviews-body';
/** Marks the section's links the island loads in place; the value says which control it is. */
export const REVIEWS_NAV_ATTRIBUTE = 'data-reviews-nav';

export type ReviewNavKind = 'filter' | 'sort' | 'page' | 'more' | 'all';
const KINDS: readonly string[] = ['filter', 'sort', 'page', 'more', 'all'] satisfies ReviewNavKind[];

export interface ReviewNavigation {
  url: URL;
  kind: ReviewNavKind;
  /** The control's `data-value` (a sort or filter), to give it focus back after the swap. */
  value: string | undefined;
}

interface ClickLike {
  target: EventTarget | null;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * The review state a click asks for, when the island should load it in place: a plain primary click on
 * one of the section's links to this same page. Anything else (a modifier key to open a new tab, another
 * page, another origin) is left to the browser.
 * @example reviewNavigation(clickOnSortLink, new URL('https://x.com/reviews/'))?.kind === 'sort'
 */
export function reviewNavigation(event: ClickLike, location: URL | Location): ReviewNavigation | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target as Element | null;
  const anchor = target?.closest?.(`a[${REVIEWS_NAV_ATTRIBUTE}][href]`);
  if (!anchor) return undefined;
  const kind = anchor.getAttribute(REVIEWS_NAV_ATTRIBUTE) ?? '';
  if (!KINDS.includes(kind)) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin || url.pathname !== location.pathname) return undefined;
  return { url, kind: kind as ReviewNavKind, value: anchor.getAttribute('data-value') ?? undefined };
}

/**
 * The inner HTML of the review body in a page's HTML, or undefined when the page has none (the
 * catalogue call failed: the section then shows its failure message, and the island keeps what it has).
 * @example reviewsBodyOf('<section id="reviews"><div data-reviews-body><ol></ol></div></section>') === '<ol></ol>'
 */
export function reviewsBodyOf(html: string): string | undefined {
  const page = new DOMParser().parseFromString(withoutStyleElements(html), 'text/html');
  return page.querySelector(`#reviews [${REVIEWS_BODY_ATTRIBUTE}]`)?.innerHTML;
}

function fragment(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

/** Replaces `selector` in `target` by its counterpart in `source`, or removes it when `source` has none. */
function replaceOrRemove(target: ParentNode, source: ParentNode, selector: string): void {
  const current = target.querySelector(selector);
  const next = source.querySelector(selector);
  if (current && next) current.replaceWith(next);
  else current?.remove();
}

export interface AppendedReviews {
  html: string;
  /** How many reviews were appended. */
  added: number;
  /** How many reviews the list holds now. */
  total: number;
  /** The new range text ("Showing 1–20 of 94 reviews"), read out once the reviews are in. */
  range: string | undefined;
}

/**
 * "Show more reviews": appends the next page's reviews (`next`, a body's inner HTML) to the body shown
 * (`current`), takes the next page's paging and "show more" link, and rewrites the range so that it
 * counts from the first review shown to the last one loaded. Numbers use `formatNumber` (the page's
 * language); the range template comes from the server (`data-template`, its count already filled).
 * @example appendReviews(pageOne, pageTwo, String).range === 'Showing 1–20 of 94 reviews'
 */
export function appendReviews(
  current: string,
  next: string,
  formatNumber: (value: number) => string,
): AppendedReviews {
  const target = fragment(current).content;
  const source = fragment(next).content;
  const list = target.querySelector('.review-list');
  const items = [...source.querySelectorAll('.review-list > li')];
  if (list) list.append(...items);
  const range = target.querySelector<HTMLElement>('[data-range]');
  const nextRange = source.querySelector<HTMLElement>('[data-range]');
  let rangeText: string | undefined;
  if (range && nextRange) {
    const template = nextRange.getAttribute('data-template') ?? '';
    const from = Number(range.getAttribute('data-from'));
    const to = Number(nextRange.getAttribute('data-to'));
    rangeText = template.replace('{from}', formatNumber(from)).replace('{to}', formatNumber(to));
    range.textContent = rangeText;
    range.setAttribute('data-to', String(to));
    range.setAttribute('data-template', template);
  }
  replaceOrRemove(target, source, '.pagination');
  replaceOrRemove(target, source, `[${REVIEWS_NAV_ATTRIBUTE}="more"]`);
  const holder = document.createElement('div');
  holder.append(target);
  return {
    html: holder.innerHTML,
    added: list ? items.length : 0,
    total: holder.querySelectorAll('.review-list > li').length,
    range: rangeText,
  };
}
