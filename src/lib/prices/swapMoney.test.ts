// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { swapMoney } from './swapMoney';

const page = (html: string) => new DOMParser().parseFromString(`<main>${html}</main>`, 'text/html');

describe('swapMoney', () => {
  it('replaces every marked price with its counterpart, attributes included', () => {
    const target = page(
      '<p data-money data-price="129" data-currency="USD">$129</p><span>2 h</span><em data-money>from $45</em>',
    );
    const source = page(
      '<p data-money data-price="119" data-currency="EUR">€119</p><span>3 h</span><em data-money>from €41</em>',
    );
    expect(swapMoney(target, source)).toBe(true);
    expect(target.body.innerHTML).toBe(
      '<main><p data-money="" data-price="119" data-currency="EUR">€119</p><span>2 h</span><em data-money="">from €41</em></main>',
    );
  });
  it('swaps the href of a booking link that names the currency (issue 21 §3)', () => {
    const target = page(
      '<a data-money href="/book/1/?couponCode=LYCEUM10&amp;currencyCode=GBP">Book now</a>',
    );
    const source = page(
      '<a data-money href="/book/1/?couponCode=LYCEUM10&amp;currencyCode=EUR">Book now</a>',
    );
    expect(swapMoney(target, source)).toBe(true);
    expect(target.querySelector('a')?.getAttribute('href')).toBe(
      '/book/1/?couponCode=LYCEUM10&currencyCode=EUR',
    );
  });
  it('touches nothing when the pages do not line up', () => {
    const target = page('<p data-money>$129</p><p data-money>$45</p>');
    expect(swapMoney(target, page('<p data-money>€119</p>'))).toBe(false);
    expect(swapMoney(target, page('<p data-money>€119</p><td data-money>€41</td>'))).toBe(false);
    expect(target.body.textContent).toBe('$129$45');
  });
  it("touches nothing when the new prices hold a component the page's own styles lack", () => {
    const target = page(
      '<style data-scopes="aa11">p[data-astro-cid-aa11]{margin:0}</style><p data-money data-astro-cid-aa11>$129</p>',
    );
    const unstyled = page('<p data-money data-astro-cid-aa11><s data-astro-cid-zz99>€150</s> €119</p>');
    expect(swapMoney(target, unstyled)).toBe(false);
    expect(target.body.textContent).toContain('$129');
    expect(swapMoney(target, page('<p data-money data-astro-cid-aa11>€119</p>'))).toBe(true);
  });
});
