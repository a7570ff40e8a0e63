import { describe, expect, it } from 'vitest';
import { EAGER_LIST_ITEMS, lazyListItem, lazyRenderingOff } from './lazyRendering';

const off = (query: string, bot = false) => lazyRenderingOff({ bot, query: new URLSearchParams(query) });

describe('lazyRenderingOff', () => {
  it('renders at once for bots and ?overrideLazyLoad', () => {
    expect(off('', true)).toBe(true);
    expect(off('overrideLazyLoad')).toBe(true);
  });
  it('renders at once on the page a sign-up or a group request comes back to', () => {
    expect(off('subscribed=1')).toBe(true);
    expect(off('group=sent')).toBe(true);
    expect(off('group=error&sort=newest')).toBe(true);
  });
  it('stays lazy for people on any other page', () => {
    expect(off('')).toBe(false);
    expect(off('page=2&sort=newest')).toBe(false);
  });
});

describe('lazyListItem', () => {
  it('renders the first item of a list at once and leaves the rest to the browser', () => {
    expect(EAGER_LIST_ITEMS).toBe(1);
    expect([0, 1, 2, 10].map((index) => lazyListItem(index, false))).toEqual(['off', 'on', 'on', 'on']);
  });
  it('renders every item at once when the page renders everything at once', () => {
    expect([0, 2, 10].map((index) => lazyListItem(index, true))).toEqual(['off', 'off', 'off']);
  });
});
