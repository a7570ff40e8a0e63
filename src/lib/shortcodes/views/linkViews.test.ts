import { describe, expect, it } from 'vitest';
import { colosseum, dataWith, envFor, shortcode } from '../testing/fixtures';
import { widgetView } from './widgetView';

const data = dataWith({ products: new Map([[colosseum.id, colosseum]]) });
const view = (text: string, d = data, env = envFor()) => widgetView(shortcode(text), d, env);

describe('link widgets', () => {
  it('cta: the booking flow in the visitor’s currency with the "from" price', () => {
    expect(view('[cta tgid=10201]', data, envFor('en', 'USD'))).toEqual({
      kind: 'link',
      widget: 'cta',
      href: 'http://book.colosseum.localhost:4416/book/10201/select/?currencyCode=USD',
      label: 'Book now',
      useChildren: false,
      newTab: false,
      detail: 'from €39.50',
      amount: { text: '€39.50', price: 39.5, currency: 'EUR' },
    });
  });
  it('cta: the editor’s link, text, enclosed label and new tab', () => {
    expect(view('[cta url="/tickets/" text="See tickets" newtab]')).toMatchObject({
      href: '/tickets/',
      label: 'See tickets',
      newTab: true,
      detail: undefined,
    });
    expect(view('[cta url="https://example.com/x" tgid=10201]Go[/cta]')).toMatchObject({
      href: 'https://example.com/x',
      useChildren: true,
      detail: 'from €39.50',
    });
  });
  it('cta: a failed product call leaves a plain booking link without price', () => {
    expect(view('[cta tgid=10205]')).toMatchObject({
      href: 'http://book.colosseum.localhost:4416/book/10205/?currencyCode=EUR',
      detail: undefined,
      amount: undefined,
    });
  });
  it('rating-cta: the rating and count, read out in words, linked when the editor gives a link', () => {
    expect(view('[rating-cta tgid=10201]')).toEqual({
      kind: 'link',
      widget: 'rating-cta',
      href: undefined,
      label: '',
      useChildren: false,
      newTab: false,
      detail: '★ 4.6 · 1,234 ratings',
      detailLabel: 'Rated 4.6 out of 5, 1,234 ratings',
    });
    expect(view('[rating-cta tgid=10201 url="/reviews/"]', data, envFor('de'))).toMatchObject({
      href: '/reviews/',
      detail: '★ 4,6 · 1.234 Bewertungen',
      label: 'Bewertungen lesen',
    });
    expect(view('[rating-cta tgid=10205 url="/reviews/"]')).toMatchObject({
      href: '/reviews/',
      detail: undefined,
    });
    expect(view('[rating-cta tgid=10205]')).toEqual({ kind: 'none' });
    expect(view('[rating-cta]')).toEqual({ kind: 'none' });
  });
  it('jumplink: an in-page anchor labelled by text, content or target', () => {
    expect(view('[jumplink target="getting-there"]')).toEqual({
      kind: 'link',
      widget: 'jumplink',
      href: '#getting-there',
      label: 'getting there',
      useChildren: false,
      newTab: false,
    });
    expect(view('[jumplink target="faq" text="FAQ"]')).toMatchObject({ label: 'FAQ' });
  });
  it('collection: name and starting price, linked to this site’s page of it', () => {
    const collections = new Map([
      [
        176,
        {
          id: 176,
          name: 'Colosseum',
          finalPrice: 18,
          originalPrice: 24,
          bestDiscount: 0,
          currencyCode: 'EUR',
        },
      ],
    ]);
    expect(
      view('[collection id=176]', dataWith({ collections, collectionPaths: new Map([[176, '/it/']]) })),
    ).toEqual({
      kind: 'link',
      widget: 'collection',
      href: '/it/',
      label: 'Colosseum',
      useChildren: false,
      newTab: false,
      detail: 'from €18',
      amount: { text: '€18', price: 18, currency: 'EUR' },
    });
    expect(view('[collection id=176]', dataWith({ collections }))).toEqual({
      kind: 'text',
      widget: 'collection',
      text: 'Colosseum',
      detail: 'from €18',
    });
    expect(view('[collection id=176]')).toEqual({ kind: 'none' });
  });
});
