import { describe, expect, it } from 'vitest';
import { keepShared } from '../cache/deepFreeze';
import type { TourGroup } from '../rules/catalogueTypes';
import { buildCards } from './buildCards';

const context = (language: 'en' | 'fr' = 'en') =>
  ({ language, host: 'london-theatre.localhost', site: { designV3: true } }) as Parameters<
    typeof buildCards
  >[2];

const wicked = (): TourGroup =>
  ({
    id: 10002,
    name: 'Wicked',
    flowType: 'SEATMAP',
    listingPrice: { finalPrice: 89, originalPrice: 99, currencyCode: 'GBP' },
  }) as unknown as TourGroup;

describe('buildCards', () => {
  it('links a product to its show page, else to the booking flow, with the scratch price', () => {
    const [withPage] = buildCards([wicked()], new Map([[10002, 'wicked']]), context());
    expect(withPage?.card.link).toEqual({
      kind: 'showPage',
      href: 'http://london-theatre.localhost/wicked/',
    });
    expect(withPage?.card.formattedScratchPrice).toBe('£99');
    const [booking] = buildCards([wicked()], new Map(), context(), { ctaUrlSuffix: 'select' });
    expect(booking?.card.link.kind).toBe('booking');
    expect(booking?.card.link.kind === 'booking' && booking.card.link.href).toMatch(
      /\/book\/10002\/select\/\?/,
    );
  });

  it('derives the view of a shared catalogue item once per language, host, show page and options', () => {
    const item = keepShared(wicked());
    const pages = new Map([[10002, 'wicked']]);
    const first = buildCards([item], pages, context())[0];
    expect(buildCards([item], new Map(pages), context())[0]).toBe(first);
    expect(Object.isFrozen(first?.card.link)).toBe(true);
    expect(buildCards([item], pages, context('fr'))[0]).not.toBe(first);
    expect(buildCards([item], pages, context('fr'))[0]?.card.link).toEqual({
      kind: 'showPage',
      href: 'http://london-theatre.localhost/fr/wicked/',
    });
    expect(buildCards([item], new Map([[10002, 'wicked-the-musical']]), context())[0]).not.toBe(first);
    expect(buildCards([item], pages, context(), { showScratchPrice: false })[0]?.showScratchPrice).toBe(
      false,
    );
  });

  it('derives a fresh view of an item that is not shared (not frozen)', () => {
    const item = wicked();
    const first = buildCards([item], new Map(), context())[0];
    expect(buildCards([item], new Map(), context())[0]).not.toBe(first);
    expect(buildCards([item], new Map(), context())[0]).toEqual(first);
  });
});
