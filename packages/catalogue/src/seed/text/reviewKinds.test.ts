import { describe, expect, it } from 'vitest';
import { curatedProduct, generatedProduct } from './testSpecs.ts';
import type { ProductSpec } from '../build/productSpec.ts';
import { reviewCityNames, reviewKindOf, reviewProfile, showShortName } from './reviewKinds.ts';

const product = curatedProduct;
const generated = generatedProduct;
const flags = (spec: ProductSpec) => [...reviewProfile(spec).flags].sort();

describe('the kind of a product', () => {
  it('reads the curated products', () => {
    expect(reviewKindOf(product(10002))).toBe('theatre'); // Wicked
    expect(reviewKindOf(product(10901))).toBe('theatre'); // The Magic Flute
    expect(reviewKindOf(product(10201))).toBe('entry'); // Colosseum priority tickets
    expect(reviewKindOf(product(10301))).toBe('entry'); // Vatican Museums skip-the-line tickets
    expect(reviewKindOf(product(10202))).toBe('guided'); // Colosseum guided tour
    expect(reviewKindOf(product(10205))).toBe('guided'); // Combo: Colosseum & Vatican guided tours
    expect(reviewKindOf(product(10410))).toBe('entry'); // Combo: Eiffel Tower & Seine cruise
    expect(reviewKindOf(product(10405))).toBe('cruise'); // Seine sightseeing cruise
    expect(reviewKindOf(product(10408))).toBe('cruise'); // Seine dinner cruise
    expect(reviewKindOf(product(10501))).toBe('bus'); // Big Bus London
    expect(reviewKindOf(product(10504))).toBe('bus'); // Combo: Big Bus & Thames cruise
    expect(reviewKindOf(product(10601))).toBe('transfer'); // Fiumicino → Rome private transfer
    expect(reviewKindOf(product(10604))).toBe('transfer'); // Fiumicino ↔ Termini shuttle
    expect(reviewKindOf(product(10261))).toBe('dayTrip'); // Pompeii by train
  });

  it('reads the generated ones', () => {
    expect(
      reviewKindOf(generated('Rome Old Town Walking Tour', { subCategoryId: 1010, categoryId: 2 })),
    ).toBe('walking');
    expect(
      reviewKindOf(generated('Candlelight Concert in Rome', { subCategoryId: 1017, categoryId: 7 })),
    ).toBe('show');
    expect(
      reviewKindOf(generated('Rome Food Tour with Tastings', { subCategoryId: 1028, categoryId: 5 })),
    ).toBe('generic');
    expect(
      reviewKindOf(
        generated('Rome Airport Shared Shuttle', {
          subCategoryId: 1145,
          categoryId: 3,
          flowType: 'SHARED_AIRPORT_TRANSFER',
        }),
      ),
    ).toBe('transfer');
    expect(
      reviewKindOf(
        generated('Rome Hop-On Hop-Off Bus Tour (2)', {
          subCategoryId: 1011,
          categoryId: 2,
          flowType: 'HOP_ON_HOP_OFF',
        }),
      ),
    ).toBe('bus');
  });
});

describe('the profile of a product', () => {
  it('knows what a show is', () => {
    expect(flags(product(10002))).toEqual(['musical', 'sung', 'theatre']);
    expect(flags(product(10901))).toEqual(['opera', 'sung', 'theatre']);
    expect(flags(product(10903))).toEqual(['ballet', 'theatre']); // The Nutcracker: danced, not sung
    expect(reviewProfile(product(10002)).aspects).toEqual([
      'performers',
      'staging',
      'seats',
      'venue',
      'interval',
      'booking',
      'value',
      'overall',
    ]);
  });

  it('knows the entry tickets, the tours and the cruises', () => {
    expect(flags(product(10201))).toEqual(['audioGuide', 'entry', 'ruins', 'skip']);
    expect(flags(product(10301))).toEqual(['entry', 'museum', 'skip']);
    expect(flags(product(10403))).toEqual(['entry', 'museum', 'timed']);
    expect(reviewProfile(product(10301)).aspects).not.toContain('audio');
    expect(flags(product(10202))).toEqual(['guided', 'headsets', 'ruins', 'smallGroup']);
    expect(flags(product(10408))).toEqual(['cruise', 'dining', 'dinner', 'liveMusic']);
    expect(flags(product(10412))).toEqual(['cruise', 'dining', 'lunch']);
    expect(flags(product(10405))).toEqual(['audioCommentary', 'cruise']);
    expect(flags(product(10406))).toEqual(['cruise', 'liveCommentary']);
    expect(reviewProfile(product(10408)).aspects).toEqual([
      'views',
      'boarding',
      'food',
      'service',
      'value',
      'overall',
    ]);
    expect(reviewProfile(product(10405)).aspects).toEqual([
      'views',
      'commentary',
      'boarding',
      'value',
      'overall',
    ]);
  });

  it('knows the transfers, the buses and the day trips', () => {
    expect(flags(product(10601))).toEqual(['private', 'transfer']);
    expect(flags(product(10603))).toEqual(['private', 'toAirport', 'transfer']);
    expect(flags(product(10604))).toEqual(['shared', 'transfer']);
    expect(flags(product(10501))).toEqual(['audioCommentary', 'bus', 'liveCommentary']);
    expect(flags(product(10261))).toEqual(['dayTrip', 'ruins', 'train']);
    expect(flags(product(10262))).toEqual(['coach', 'dayTrip', 'pickup', 'ruins']);
    expect(
      flags(
        generated('Full-Day Trip from Rome with Lunch', {
          subCategoryId: 1027,
          categoryId: 6,
          tags: ['FREE_CANCELLATION', 'TRANSFERS', 'HOTEL_PICKUP', 'MEALS_INCLUDED', 'DURATION'],
        }),
      ),
    ).toEqual(['coach', 'dayTrip', 'lunch', 'pickup']);
  });

  it('finds the attraction of a generated product and names it as a visitor would', () => {
    const cathedral = generated('Rome Cathedral Skip-the-Line Tickets with Audio Guide – Morning Entry', {
      subCategoryId: 1009,
      categoryId: 1,
      tags: ['FREE_CANCELLATION', 'AUDIO_GUIDE', 'MOBILE_TICKET', 'DURATION'],
    });
    expect(reviewKindOf(cathedral)).toBe('entry');
    expect(flags(cathedral)).toEqual(['audioGuide', 'entry', 'religious', 'skip']);
    expect(reviewProfile(cathedral).names).toEqual({
      en: 'the cathedral',
      es: 'la catedral',
      fr: 'la cathédrale',
      it: 'la cattedrale',
      de: 'die Kathedrale',
      pt: 'a catedral',
      nl: 'de kathedraal',
    });
    const museumTour = generated('Rome National Museum Guided Tour', { subCategoryId: 1012, categoryId: 2 });
    expect(reviewProfile(museumTour).names.de).toBe('das Museum');
    expect(flags(museumTour)).toEqual(['guided', 'museum']);
  });

  it('gives short names, or none when unsure', () => {
    expect(reviewProfile(product(10002)).names).toMatchObject({ en: 'Wicked', fr: 'Wicked', nl: 'Wicked' });
    expect(reviewProfile(product(10009)).names.en).toBe('Moulin Rouge'); // "Moulin Rouge! The Musical"
    expect(reviewProfile(product(10013)).names.es).toBe('SIX'); // "SIX The Musical"
    // An English title opening with "The" is left out where the show has no title of its own.
    expect(reviewProfile(product(10001)).names).toMatchObject({ en: 'The Lion King' });
    expect(reviewProfile(product(10001)).names.it).toBeUndefined();
    expect(reviewProfile(product(10001)).names.nl).toBeUndefined();
    expect(reviewProfile(product(10901)).names).toEqual({ en: 'The Magic Flute', de: 'die Zauberflöte' });
    expect(reviewProfile(product(10201)).names).toMatchObject({ en: 'the Colosseum', it: 'il Colosseo' });
    expect(reviewProfile(product(10302)).names.fr).toBe('la chapelle Sixtine');
    expect(reviewProfile(product(10261)).names.es).toBe('Pompeya');
    expect(reviewProfile(product(10408)).names).toEqual({});
    expect(reviewProfile(product(10601)).names).toEqual({});
  });

  it('shortens show titles the way reviewers write them', () => {
    const cases: [string, Parameters<typeof showShortName>[1], string][] = [
      ['Moulin Rouge! The Musical', 'en', 'Moulin Rouge'],
      ['Matilda The Musical', 'en', 'Matilda'],
      ['Back to the Future: The Musical', 'en', 'Back to the Future'],
      ['Matilda, el musical', 'es', 'Matilda'],
      ['Moulin Rouge! El musical', 'es', 'Moulin Rouge'],
      ['Retour vers le futur : la comédie musicale', 'fr', 'Retour vers le futur'],
      ['MJ – Das Musical', 'de', 'MJ'],
      ['Der König der Löwen', 'de', 'der König der Löwen'],
      ['Mamma Mia!', 'it', 'Mamma Mia'],
      ['Les Misérables', 'fr', 'Les Misérables'],
    ];
    expect(cases.map(([title, language]) => showShortName(title, language))).toEqual(
      cases.map(([, , short]) => short),
    );
  });

  it('says who posts photos', () => {
    expect(reviewProfile(product(10002)).photos).toBe(false);
    expect(reviewProfile(product(10601)).photos).toBe(false);
    expect(reviewProfile(product(10604)).photos).toBe(false);
    expect(reviewProfile(product(10201)).photos).toBe(true);
    expect(reviewProfile(product(10408)).photos).toBe(true);
    expect(reviewProfile(product(10501)).photos).toBe(true);
    expect(
      reviewProfile(generated('eSIM for Rome: Unlimited Data', { subCategoryId: 1023, categoryId: 4 }))
        .photos,
    ).toBe(false);
  });
});

describe('city names', () => {
  it('fills in the review languages the reference data lacks', () => {
    expect(reviewCityNames('LONDON')).toEqual({
      en: 'London',
      es: 'Londres',
      fr: 'Londres',
      it: 'Londra',
      de: 'London',
      pt: 'Londres',
      nl: 'Londen',
    });
    expect(reviewCityNames('ROME').de).toBe('Rom');
    expect(reviewCityNames('CAIRO').fr).toBe('Le Caire');
  });
});
