import type { SliceView } from './sliceViews';

/** A page's slices in reading order: the hero, the products that lead, the rest. */
export interface LeadSlices {
  hero: SliceView[];
  lead: SliceView[];
  rest: SliceView[];
}

/**
 * Products first (issue 21 §1): a leading banner is the page's hero; a product list right after it
 * (or first, without a hero) is shown before the page's text, so the first card is within one scroll
 * on a phone; everything else keeps its order after the text.
 * @example leadSlices([banner, cards, text]) → { hero: [banner], lead: [cards], rest: [text] }
 * @example leadSlices([text, cards]) → { hero: [], lead: [], rest: [text, cards] }
 */
export function leadSlices(slices: SliceView[]): LeadSlices {
  const hero = slices[0]?.kind === 'banner' ? slices.slice(0, 1) : [];
  const next = slices[hero.length];
  const lead = next && (next.kind === 'productCards' || next.kind === 'tourList') ? [next] : [];
  return { hero, lead, rest: slices.slice(hero.length + lead.length) };
}
