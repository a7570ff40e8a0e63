import { describe, expect, it } from 'vitest';
import { hasCookie, requestKind } from './requestPolicy';

describe('requestKind', () => {
  it('caches page GETs and HEADs', () => {
    expect(requestKind('GET', '/', undefined, false)).toBe('cache');
    expect(requestKind('HEAD', '/ar/colosseum-tickets/', 'currentCurrency=EUR', false)).toBe('cache');
  });
  it('leaves posts, assets, media and the local repository to the server', () => {
    expect(requestKind('POST', '/', undefined, false)).toBe('pass');
    expect(requestKind('GET', '/_astro/index.Bx1.js', undefined, false)).toBe('pass');
    expect(requestKind('GET', '/media/product/101-1.webp', undefined, false)).toBe('pass');
    expect(requestKind('GET', '/_content/api/v2', undefined, false)).toBe('pass');
    expect(requestKind('GET', '/favicon.svg', undefined, false)).toBe('pass');
  });
  it('renders without keeping the API, robots, sitemaps, previews, form flashes and faults', () => {
    expect(requestKind('GET', '/api/v1/currency/list/', undefined, false)).toBe('render');
    expect(requestKind('GET', '/robots.txt', undefined, false)).toBe('render');
    expect(requestKind('GET', '/sitemap-pages.xml', undefined, false)).toBe('render');
    expect(requestKind('GET', '/en/', 'a=1; io.prismic.preview=abc', false)).toBe('render');
    expect(requestKind('GET', '/en/', 'group_form=xyz', false)).toBe('render');
    expect(requestKind('GET', '/en/', undefined, true)).toBe('render');
    expect(requestKind('GET', `/${'a'.repeat(3000)}`, undefined, false)).toBe('render');
    expect(requestKind('GET', '/wicked/', undefined, false, `?q=${'a'.repeat(3000)}`)).toBe('render');
    expect(requestKind('GET', '/wicked/', undefined, false, '?promo=LYCEUM10')).toBe('render');
    expect(requestKind('GET', '/wicked/', undefined, false, '?x=1&promo=A')).toBe('render');
    expect(requestKind('GET', '/wicked/', undefined, false, '?promo=')).toBe('cache');
  });
});

describe('hasCookie', () => {
  it('matches a whole cookie name only', () => {
    expect(hasCookie('a=1; group_form=x', 'group_form')).toBe(true);
    expect(hasCookie('group_form=x', 'group_form')).toBe(true);
    expect(hasCookie('my_group_form=x', 'group_form')).toBe(false);
    expect(hasCookie('a=group_form', 'group_form')).toBe(false);
    expect(hasCookie('group_formx=1', 'group_form')).toBe(false);
  });
});
