import { describe, expect, it } from 'vitest';
import type { SliceView } from './sliceViews';
import { leadSlices } from './leadSlices';

const slice = (kind: SliceView['kind'], id: string) => ({ kind, id }) as unknown as SliceView;
const banner = slice('banner', 'hero');
const cards = slice('productCards', 'cards');
const tours = slice('tourList', 'tours');
const text = slice('richText', 'text');

describe('leadSlices', () => {
  it('puts a product list right after the hero before the text', () => {
    expect(leadSlices([banner, cards, text, tours])).toEqual({
      hero: [banner],
      lead: [cards],
      rest: [text, tours],
    });
  });
  it('leads with a tour list too, and with products when there is no hero', () => {
    expect(leadSlices([tours, text])).toEqual({ hero: [], lead: [tours], rest: [text] });
  });
  it('keeps the order when text comes first', () => {
    expect(leadSlices([banner, text, cards])).toEqual({ hero: [banner], lead: [], rest: [text, cards] });
    expect(leadSlices([text, cards])).toEqual({ hero: [], lead: [], rest: [text, cards] });
  });
  it('takes one banner as the hero, and handles no slices', () => {
    expect(leadSlices([banner, banner])).toEqual({ hero: [banner], lead: [], rest: [banner] });
    expect(leadSlices([])).toEqual({ hero: [], lead: [], rest: [] });
  });
});
