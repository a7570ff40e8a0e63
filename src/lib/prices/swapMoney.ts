import { stylesCover, withoutStyleElements } from '../styles/pageStyles';

/**
 * Marks an element whose content depends on the currency (a price, a "was" price, a price row, a
 * booking link whose `href` names the currency): the one mechanism by which every server-rendered
 * amount follows a currency switch (issue 21 §3). Islands never carry it: they read `$currency`.
 */
export const MONEY_ATTRIBUTE = 'data-money';

/**
 * Replaces the content of every currency-dependent element of `target` (marked `data-money`) by its
 * counterpart in `source`, the same page rendered in the new currency. Elements are matched in
 * document order; when the two pages do not line up (a different count or element), nothing is
 * touched and false is returned, so the caller can reload instead; likewise when the new content holds
 * a component whose styles the page does not carry (`stylesCover`).
 * @example swapMoney(document, new DOMParser().parseFromString(html, 'text/html')) === true
 */
export function swapMoney(target: ParentNode, source: ParentNode): boolean {
  const selector = `[${MONEY_ATTRIBUTE}]`;
  const current = [...target.querySelectorAll<HTMLElement>(selector)];
  const fresh = [...source.querySelectorAll<HTMLElement>(selector)];
  if (current.length !== fresh.length) return false;
  if (current.some((element, index) => element.tagName !== fresh[index]?.tagName)) return false;
  if (!stylesCover(target, fresh.map((element) => element.innerHTML).join(''))) return false;
  current.forEach((element, index) => {
    const next = fresh[index];
    if (!next) return;
    element.innerHTML = next.innerHTML;
    for (const name of ['data-price', 'data-currency', 'aria-label', 'title', 'href']) {
      const value = next.getAttribute(name);
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  });
  return true;
}

/**
 * Fetches the current page again (the currency cookie is already set) and swaps its prices in; falls
 * back to a reload of `fallbackHref` (the no-JavaScript link) when the page cannot be fetched or does
 * not line up.
 */
export async function refreshMoney(fallbackHref: string): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, {
      headers: { accept: 'text/html' },
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`page answered ${response.status}`);
    const html = await response.text();
    const fresh = new DOMParser().parseFromString(withoutStyleElements(html), 'text/html');
    if (swapMoney(document, fresh)) return true;
  } catch (error) {
    console.warn('[currency] prices could not be refreshed in place', error);
  }
  window.location.assign(fallbackHref);
  return false;
}
