import { describe, expect, it } from 'vitest';
import { colosseum, dataWith, envFor, nightTour, shortcode } from '../testing/fixtures';
import { widgetView } from './widgetView';

const products = new Map([
  [colosseum.id, colosseum],
  [nightTour.id, nightTour],
]);
const data = dataWith({ products, defaults: { tgid: 10204 } });
const view = (text: string, d = data, env = envFor()) => widgetView(shortcode(text), d, env);

describe('price widgets', () => {
  it('price: the listing price, a variant’s price, the page’s product by default', () => {
    expect(view('[price tgid=10201]')).toEqual({
      kind: 'value',
      widget: 'price',
      text: '€45',
      amount: { text: '€45', price: 45, currency: 'EUR' },
      useChildren: false,
    });
    expect(view('[price tgid=10201 variant=2]')).toMatchObject({ text: '€39.50' });
    expect(view('[price]')).toMatchObject({ text: '€89' });
    expect(view('[price tgid=10201]', data, envFor('de'))).toMatchObject({ text: '45\u00a0€' });
  });
  it('price degrades to nothing when the product, the variant or the price is missing', () => {
    expect(view('[price tgid=999]')).toEqual({ kind: 'none' });
    expect(view('[price tgid=10201 variant=9]')).toEqual({ kind: 'none' });
    expect(view('[price]', dataWith({ products }))).toEqual({ kind: 'none' });
    const unpriced = new Map([[1, { id: 1, listingPrice: null }]]);
    expect(view('[price tgid=1]', dataWith({ products: unpriced }))).toEqual({ kind: 'none' });
  });
  it('min-price: the lowest variant price, or a collection’s starting price', () => {
    expect(view('[min-price tgid=10201]')).toMatchObject({ widget: 'min-price', text: '€39.50' });
    const collections = new Map([
      [
        176,
        {
          id: 176,
          name: 'Colosseum',
          finalPrice: 18,
          originalPrice: 24,
          bestDiscount: 0,
          currencyCode: 'GBP',
        },
      ],
    ]);
    expect(view('[min-price collection=176]', dataWith({ collections }))).toMatchObject({ text: '£18' });
    expect(view('[min-price]', dataWith({ collections, defaults: { collectionId: 176 } }))).toMatchObject({
      text: '£18',
    });
    expect(view('[min-price collection=1]', dataWith({ collections }))).toEqual({ kind: 'none' });
  });
  it('best-discount: the largest saving in whole percent, nothing without one', () => {
    expect(view('[best-discount tgid=10201]')).toEqual({
      kind: 'value',
      widget: 'best-discount',
      text: 'up to 50% off',
      useChildren: false,
    });
    expect(view('[best-discount tgid=10204]')).toEqual({ kind: 'none' });
    expect(view('[best-discount tgid=10201]', data, envFor('fr'))).toMatchObject({
      text: 'jusqu’à 50 % de réduction',
    });
  });
  it('inv-price: the lowest slot price of the coming days, per variant when asked', () => {
    const slot = (variantId: number, startTime: string, price: number) => ({
      variantId,
      startDate: '2026-05-13',
      startTime,
      price,
      currencyCode: 'USD',
    });
    const inventories = new Map([
      [10201, [slot(1, '09:00', 52), slot(2, '09:00', 41.2), slot(1, '11:00', 48)]],
    ]);
    const withSlots = dataWith({ inventories });
    expect(view('[inv-price tgid=10201]', withSlots)).toMatchObject({ text: '$41.20' });
    expect(view('[inv-price tgid=10201 variant=1]', withSlots)).toMatchObject({ text: '$48' });
    expect(view('[inv-price tgid=10201]')).toEqual({ kind: 'none' });
  });
  it('booster: the editor’s text, else the page product’s call to action', () => {
    expect(view('[booster text="Only 3 left"]')).toMatchObject({ widget: 'booster', text: 'Only 3 left' });
    expect(view('[booster]Hurry[/booster]')).toMatchObject({ useChildren: true });
    expect(view('[booster]', dataWith({ products, defaults: { tgid: 10201 } }))).toMatchObject({
      text: 'Selling fast',
    });
    expect(view('[booster]')).toEqual({ kind: 'none' });
  });
  it('next-available: today, tomorrow, a date in the page’s language, or no dates', () => {
    const calendars = new Map([
      ['10201', { date: '2026-05-13', today: '2026-05-13' }],
      ['10201:2', { date: '2026-05-14', today: '2026-05-13' }],
      ['10202', { date: '2026-06-02', today: '2026-05-13' }],
      ['10203', { date: undefined, today: '2026-05-13' }],
    ]);
    const withCalendars = dataWith({ calendars });
    expect(view('[next-available tgid=10201]', withCalendars)).toMatchObject({ text: 'Available today' });
    expect(view('[next-available tgid=10201 variant=2]', withCalendars)).toMatchObject({
      text: 'Available tomorrow',
      datetime: '2026-05-14',
    });
    expect(view('[next-available tgid=10202]', withCalendars)).toMatchObject({
      text: 'Next available: Jun 2, 2026',
    });
    expect(view('[next-available tgid=10202]', withCalendars, envFor('it'))).toMatchObject({
      text: 'Prima data disponibile: 2 giu 2026',
    });
    expect(view('[next-available tgid=10203]', withCalendars)).toMatchObject({
      text: 'No dates available right now',
    });
    expect(view('[next-available tgid=10204]', withCalendars)).toEqual({ kind: 'none' });
  });
});
