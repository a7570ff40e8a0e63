import { describe, expect, it } from 'vitest';
import { globalDocument } from './globalDocument';

const title = [{ type: 'heading1', text: 'Things to do in Rome', spans: [] }];

describe('global document fields', () => {
  it('reads each type’s entity, upper-casing codes and accepting numeric text', () => {
    expect(globalDocument('global_country', { country_code: ' it ' }).entity).toBe('IT');
    expect(globalDocument('global_city', { city_code: 'new_york' }).entity).toBe('NEW_YORK');
    expect(globalDocument('global_collection', { collection_id: '176' }).entity).toBe(176);
    expect(globalDocument('global_experience', { tgid: 10201 }).entity).toBe(10201);
    expect(globalDocument('global_homepage', { tgid: 10201 }).entity).toBeUndefined();
  });

  it('leaves a missing or malformed entity undefined instead of throwing', () => {
    expect(globalDocument('global_country', {}).entity).toBeUndefined();
    expect(globalDocument('global_country', { country_code: 'Italy' }).entity).toBeUndefined();
    expect(globalDocument('global_collection', { collection_id: 'abc' }).entity).toBeUndefined();
    expect(globalDocument('global_experience', { tgid: -4 }).entity).toBeUndefined();
  });

  it('takes lists as arrays or comma-separated text and drops bad items', () => {
    const fields = globalDocument('global_homepage', {
      featured_cities: 'rome, paris,, ?',
      top_collections: [176, '190', 'x', 0],
      top_experiences: '10201, 10401',
    });
    expect(fields.featuredCities).toEqual(['ROME', 'PARIS']);
    expect(fields.topCollections).toEqual([176, 190]);
    expect(fields.topExperiences).toEqual([10201, 10401]);
  });

  it('names the page by its short name, else its title', () => {
    expect(globalDocument('global_city', { city_code: 'ROME', name: 'Rome', title }).name).toBe('Rome');
    expect(globalDocument('global_city', { city_code: 'ROME', title }).name).toBe('Things to do in Rome');
    expect(globalDocument('global_city', { title, name: 42 }).title).toBe('Things to do in Rome');
  });
});
