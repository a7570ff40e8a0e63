import { describe, expect, it } from 'vitest';
import { cruiseKind, servesMeal } from './cruiseKind';

const cruise = (name: string, subCategory: number, extra: object = {}) => ({
  name,
  primaryCategory: { id: 18 },
  primarySubCategory: { id: subCategory },
  ...extra,
});

describe('cruiseKind', () => {
  it('takes the dinner and lunch sub-categories first', () => {
    expect(cruiseKind(cruise('Bateaux Parisiens Seine Dinner Cruise', 1025))).toBe('dinner');
    expect(cruiseKind(cruise('Bateaux-Mouches Seine Lunch Cruise', 1026))).toBe('lunch');
    // The sub-category wins over a misleading word.
    expect(cruiseKind(cruise('Sunset cruise before dinner', 1026))).toBe('lunch');
  });

  it('reads meal words in the name or the English slug, in several languages, when the sub-category does not say', () => {
    expect(cruiseKind(cruise('Dîner-croisière Paris en Scène', 1024))).toBe('dinner');
    expect(cruiseKind(cruise('Déjeuner croisière sur la Seine', 1024))).toBe('lunch');
    expect(cruiseKind(cruise('رحلة مع عشاء', 1024))).toBe('dinner');
    expect(
      cruiseKind(
        cruise('باتو باريزيان', 1024, { urlSlugs: { EN: '/bateaux-parisiens-lunch-cruise-10409/' } }),
      ),
    ).toBe('lunch');
  });

  it('keeps other cruises, champagne included, as sightseeing', () => {
    expect(
      cruiseKind(
        cruise('Vedettes de Paris Seine Cruise with Champagne', 1024, { allTags: ['MEALS_INCLUDED'] }),
      ),
    ).toBe('sightseeing');
    expect(cruiseKind({ name: 'Canal Saint-Martin boat trip', primaryCategory: { id: 18 } })).toBe(
      'sightseeing',
    );
  });

  it('puts combos that include a cruise under Combos, by flag, flow type or sub-category', () => {
    expect(
      cruiseKind({
        name: 'Combo: Eiffel Tower 2nd Floor & Seine River Cruise',
        combo: true,
        primaryCategory: { id: 1 },
        primarySubCategory: { id: 1080 },
      }),
    ).toBe('combos');
    expect(
      cruiseKind({ name: 'Louvre + Bateaux-Mouches', flowType: 'COMBO', primaryCategory: { id: 1 } }),
    ).toBe('combos');
    expect(
      cruiseKind({ name: 'Dinner Cruise & Moulin Rouge', combo: true, primaryCategory: { id: 18 } }),
    ).toBe('combos');
  });

  it('leaves out combos without a cruise and products of other categories', () => {
    expect(
      cruiseKind({
        name: 'Combo: Paris Castle & Paris Highlights',
        combo: true,
        primarySubCategory: { id: 1080 },
      }),
    ).toBeUndefined();
    expect(
      cruiseKind({ name: 'Louvre Museum Timed-Entry Tickets', primaryCategory: { id: 1 } }),
    ).toBeUndefined();
    expect(cruiseKind({ name: 'Seine dinner cruise', primaryCategory: { id: 5 } })).toBeUndefined();
  });

  it('offers menus for lunch and dinner only', () => {
    expect([
      servesMeal('lunch'),
      servesMeal('dinner'),
      servesMeal('sightseeing'),
      servesMeal('combos'),
    ]).toEqual([true, true, false, false]);
  });
});
