import { describe, expect, it } from 'vitest';
import { buildRequestContext } from '../../lib/request/requestContext';
import { requestKind } from './requestPolicy';

const contextOf = (cookie = '', fault?: string) =>
  buildRequestContext({
    origin: 'http://colosseum.localhost',
    target: '/',
    header: (name) => (name === 'cookie' ? cookie : name === 'x-catalogue-fault' ? fault : undefined),
    newId: () => 'abcdefgh-1',
    faultInjection: true,
  });

describe('requestKind', () => {
  it('caches page GETs and HEADs', () => {
    expect(requestKind('GET', '/', '', contextOf())).toBe('cache');
    expect(requestKind('HEAD', '/ar/colosseum-tickets/', '', contextOf('currentCurrency=EUR'))).toBe('cache');
  });
  it('leaves posts, assets and media to the server', () => {
    expect(requestKind('POST', '/', '', contextOf())).toBe('pass');
    expect(requestKind('GET', '/_astro/index.Bx1.js', '', contextOf())).toBe('pass');
    expect(requestKind('GET', '/media/product/101-1.webp', '', contextOf())).toBe('pass');
    expect(requestKind('GET', '/favicon.svg', '', contextOf())).toBe('pass');
  });
  it('renders without keeping the API, robots, sitemaps, previews, form flashes, faults, promo and currency changes', () => {
    expect(requestKind('GET', '/api/v1/currency/list/', '', contextOf())).toBe('render');
    expect(requestKind('GET', '/robots.txt', '', contextOf())).toBe('render');
    expect(requestKind('GET', '/sitemap-pages.xml', '', contextOf())).toBe('render');
    expect(requestKind('GET', '/en/', '', contextOf('a=1; io.prismic.preview=abc'))).toBe('render');
    expect(requestKind('GET', '/en/', '', contextOf('group_form=xyz'))).toBe('render');
    expect(requestKind('GET', '/en/', '', contextOf('', 'tour-groups'))).toBe('render');
    expect(requestKind('GET', `/${'a'.repeat(3000)}`, '', contextOf())).toBe('render');
    expect(requestKind('GET', '/wicked/', `?q=${'a'.repeat(3000)}`, contextOf())).toBe('render');
    expect(requestKind('GET', '/wicked/', '?promo=LYCEUM10', contextOf())).toBe('render');
    expect(requestKind('GET', '/wicked/', '?x=1&promo=A', contextOf())).toBe('render');
    expect(requestKind('GET', '/wicked/', '?currency=EUR', contextOf())).toBe('render');
    expect(requestKind('GET', '/wicked/', '?promo=', contextOf())).toBe('cache');
    // A site search's results are rendered, never kept: each query would be an entry of its own.
    expect(requestKind('GET', '/search/', '?q=wicked', contextOf())).toBe('render');
    expect(requestKind('GET', '/fr/search/', '?x=1&q=%3Cscript%3E', contextOf())).toBe('render');
    expect(requestKind('GET', '/search/', '', contextOf())).toBe('cache');
    expect(requestKind('GET', '/faq/', '?faq=1', contextOf())).toBe('cache');
  });
  it('matches a whole cookie name only', () => {
    expect(requestKind('GET', '/en/', '', contextOf('my_group_form=x'))).toBe('cache');
    expect(requestKind('GET', '/en/', '', contextOf('a=group_form'))).toBe('cache');
  });
  it('ignores the fault header unless fault injection is on (issue 20 §2)', () => {
    const off = buildRequestContext({
      origin: 'http://colosseum.localhost',
      target: '/',
      header: (name) => (name === 'x-catalogue-fault' ? '*' : undefined),
      newId: () => 'abcdefgh-1',
      faultInjection: false,
    });
    expect(requestKind('GET', '/en/', '', off)).toBe('cache');
  });
});
