import { describe, expect, it } from 'vitest';
import { lazyRenderingOff } from './lazyRendering';

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
