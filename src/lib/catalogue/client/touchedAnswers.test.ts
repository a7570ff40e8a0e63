import { describe, expect, it } from 'vitest';
import { catalogueChangeTags } from '../../cache/invalidation.ts';
import { answerTags, answerTouched } from './touchedAnswers.ts';

const change = new Set(catalogueChangeTags({ tgids: [4040], collectionIds: [17], cityCodes: ['ROME'] }));

describe('answerTouched by the tags of a catalogue change', () => {
  it.each([
    '|/api/tours/v6/tour-groups/4040/?currency=EUR&language=en',
    'b2b|/api/v7/tour-groups/4040/calendar/',
    '|/api/v6/tour-groups/4040/reviews/?limit=10',
    '|/api/v6/tour-groups/4040/experience-itineraries/',
    '|/api/v1/inventories/?tour-group-ids=12%2C4040',
    '|/api/v7/tour-groups/variants?tour-group-ids=4040',
    '|/api/tours/v6/tour-groups/list-by/collection/17/?limit=100',
    '|/api/v2/collections/17/product-cards/',
    '|/api/tours/v1/collection/17/sections/',
    '|/api/v1/collection/17/pois',
    '|/api/tours/v1/collection/?ids=3&ids=17',
    '|/api/tours/v3/cities/ROME/?language=it',
    '|/api/v2/city/ROME/nearby-cities',
    '|/api/v3/cities/ROME/category/2/reviews?limit=10',
    '|/api/tours/v6/tour-groups/list-by/category/2/?city=ROME&limit=100',
    '|/api/v1/collection/top/list/?city=rome',
  ])('%s is touched', (key) => {
    expect(answerTouched(key, change)).toBe(true);
  });

  it.each([
    '|/api/tours/v6/tour-groups/40400/',
    '|/api/tours/v6/tour-groups/list-by/category/4040/?limit=100',
    '|/api/tours/v6/tour-groups/list-by/collection/170/',
    '|/api/v1/inventories/?tour-group-ids=12%2C40',
    '|/api/v1/pois?ids=17',
    '|/api/tours/v3/cities/PARIS/',
    '|/api/tours/v6/tour-groups/list-by/category/2/?city=ROMEO',
    '|/api/v1/currency/list/',
  ])('%s is not touched', (key) => {
    expect(answerTouched(key, change)).toBe(false);
  });
});

describe('answerTags', () => {
  it('names the tour groups, collections and cities of a key, path and parameters alike', () => {
    expect(answerTags('b2b|/api/tours/v6/tour-groups/4040/?city=rome&tour-group-ids=12%2C13')).toEqual([
      'tgid:12',
      'tgid:13',
      'tgid:4040',
      'city:ROME',
    ]);
    expect(answerTags('|/api/tours/v1/collection/?ids=3&ids=17')).toEqual(['collection:3', 'collection:17']);
    expect(answerTags('|/api/v1/currency/list/')).toEqual([]);
  });
});
