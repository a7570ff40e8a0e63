import { describe, expect, it } from 'vitest';
import { parseShortcodes } from '../rules/shortcodes/parseShortcodes';
import { calendarIslandOf, collectionFactsOf, inventorySlotsOf, nextAvailableOf } from './catalogueAnswers';
import { shortcodesIn } from './parsedText';
import { MAX_IDS_PER_KIND, shortcodeNeeds } from './shortcodeNeeds';
import { collectionOf, productOf } from './shortcodeTargets';

const nodes = (...texts: string[]) =>
  shortcodesIn([texts.map((text) => ({ type: 'paragraph', text, spans: [] }))]);
const first = (text: string) => {
  const node = parseShortcodes(text)[0];
  if (node?.type !== 'shortcode') throw new Error(text);
  return node;
};

describe('shortcode targets', () => {
  it('reads the named product, else the page’s for widgets with a natural default', () => {
    const defaults = { tgid: 10002, collectionId: 167 };
    expect(
      [
        '[price]',
        '[price tgid=5]',
        '[experience tgid=6]',
        '[cta url="/a/"]',
        '[cta tgid=7]',
        '[booster]',
        '[booster text=x]',
      ].map((text) => productOf(first(text), defaults)),
    ).toEqual([10002, 5, 6, undefined, 7, 10002, undefined]);
    expect(
      ['[duration]', '[duration text=x]', '[calendar text=x]', '[train]'].map((t) =>
        productOf(first(t), defaults),
      ),
    ).toEqual([10002, undefined, 10002, undefined]);
    expect(productOf(first('[min-price collection=3]'), defaults)).toBeUndefined();
  });
  it('reads the named collection, else the page’s for min-price and best-discount without a product', () => {
    expect(collectionOf(first('[collection id=176]'), {})).toBe(176);
    expect(collectionOf(first('[best-discount]'), { collectionId: 167 })).toBe(167);
    expect(collectionOf(first('[best-discount]'), { tgid: 1, collectionId: 167 })).toBeUndefined();
    expect(collectionOf(first('[min-price tgid=2]'), { collectionId: 167 })).toBeUndefined();
    expect(collectionOf(first('[price]'), { collectionId: 167 })).toBeUndefined();
  });
});

describe('shortcodeNeeds', () => {
  it('asks for each id once, per kind of call, nested shortcodes included', () => {
    expect(
      shortcodeNeeds(
        nodes(
          '[price tgid=1] [price tgid=1 variant=2] [notes][experience tgid=3][/notes]',
          '[next-available tgid=1] [next-available tgid=1 variant=2] [next-available tgid=1]',
          '[inv-price tgid=4] [timings tgid=4] [timings tgid=5] [collection id=9] [min-price collection=9]',
          '[train] [map lat=1 lng=2] [calendar tgid=6] [calendar tgid=1]',
        ),
        {},
      ),
    ).toEqual({
      products: [1, 3, 6],
      calendars: [
        { tgid: 1, variant: undefined },
        { tgid: 1, variant: 2 },
        { tgid: 6, variant: undefined },
      ],
      calendarIslands: ['6', '1'],
      inventories: [4, 5],
      collections: [9],
      collectionLinks: [9],
      experiences: [3],
    });
  });
  it('caps the ids a page can ask for', () => {
    const many = Array.from({ length: 80 }, (_, index) => `[price tgid=${index + 1}]`).join(' ');
    expect(shortcodeNeeds(nodes(many), {}).products).toHaveLength(MAX_IDS_PER_KIND);
  });
});

describe('catalogue answers', () => {
  it('next available: the first date not sold out, or none; junk answers nothing', () => {
    const answer = {
      dates: { '2026-05-13': { availability: 'SOLD_OUT' }, '2026-05-15': { availability: 'LIMITED' } },
      metaData: { startDate: '2026-05-13' },
      sortedInventoryDates: ['2026-05-13', 'not-a-date', '2026-05-15'],
    };
    expect(nextAvailableOf(answer)).toEqual({ date: '2026-05-15', today: '2026-05-13' });
    expect(nextAvailableOf({ ...answer, sortedInventoryDates: ['2026-05-13'] })).toEqual({
      date: undefined,
      today: '2026-05-13',
    });
    expect(nextAvailableOf({ dates: {} })).toBeUndefined();
    expect(nextAvailableOf(undefined)).toBeUndefined();
  });
  it('calendar island: the venue’s today, the last day and the encoded days; junk answers nothing', () => {
    const answer = {
      dates: {
        '2026-05-13': { availability: 'SOLD_OUT', price: 45 },
        '2026-05-14': { availability: 'LIMITED', price: 39.5 },
        '2026-05-15': { availability: 'NOPE' },
      },
      metaData: { startDate: '2026-05-13', endDate: '2026-08-11' },
      sortedInventoryDates: ['2026-05-13', '2026-05-14'],
    };
    expect(calendarIslandOf(answer)).toEqual({
      today: '2026-05-13',
      lastDay: '2026-08-11',
      days: '2026-05-13:S:45;2026-05-14:L:39.5',
    });
    expect(
      calendarIslandOf({ ...answer, metaData: { startDate: '2026-05-13', endDate: 'soon' } })?.lastDay,
    ).toBe('2026-05-14');
    expect(calendarIslandOf({ dates: {} })).toBeUndefined();
    expect(calendarIslandOf(null)).toBeUndefined();
  });
  it('inventories: slots per product in time order, malformed ones left out', () => {
    const slots = inventorySlotsOf({
      availabilities: {
        7: {
          inventories: [
            {
              variantId: 1,
              startDate: '2026-05-13',
              startTime: '14:00:00',
              listingPrice: { finalPrice: 20, currencyCode: 'EUR' },
            },
            { variantId: 1, startDate: '2026-05-13', startTime: '09:30' },
            { startDate: 'soon', startTime: '10:00' },
          ],
        },
      },
    });
    expect(slots.get(7)).toEqual([
      {
        variantId: 1,
        startDate: '2026-05-13',
        startTime: '09:30',
        price: undefined,
        currencyCode: undefined,
      },
      { variantId: 1, startDate: '2026-05-13', startTime: '14:00', price: 20, currencyCode: 'EUR' },
    ]);
    expect(inventorySlotsOf(null).size).toBe(0);
  });
  it('collections: name and starting price; bad entries left out', () => {
    const facts = collectionFactsOf({
      collections: [
        {
          id: 176,
          displayName: ' Colosseum ',
          startingPrice: { listingPrice: { finalPrice: -1, originalPrice: 30 } },
        },
        { id: 'x' },
      ],
    });
    expect([...facts.values()]).toEqual([
      {
        id: 176,
        name: 'Colosseum',
        finalPrice: undefined,
        originalPrice: 30,
        bestDiscount: undefined,
        currencyCode: undefined,
      },
    ]);
    expect(collectionFactsOf({ collections: 'no' }).size).toBe(0);
  });
});
