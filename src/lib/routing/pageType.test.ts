import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, resolvePageType } from '../views/registry/pageTypes';
import { needsCategories, qualifiesAsCategoryPage, type PageTypeInput } from './pageType';

const categories = [
  {
    id: 1,
    name: 'Tickets',
    subCategories: [
      { id: 1008, name: 'City Cards' },
      { id: 1061, name: 'Guided Tours' },
    ],
  },
  { id: 2, name: 'Tours', subCategories: [{ id: 1061, name: 'Guided Tours' }] },
];

const categoryPage: PageTypeInput = {
  documentType: 'microsite',
  tags: [],
  pageTags: {
    tagged_mb_type: 'a1-category',
    tagged_page_type: 'landing-page',
    tagged_content_type: 'category-tickets',
    tagged_city: 'ROME',
    tagged_category: 1,
  },
  subdomainHosting: false,
  categories,
};

const subCategoryPage: PageTypeInput = {
  ...categoryPage,
  pageTags: { ...categoryPage.pageTags, tagged_mb_type: 'A1 Sub Category', tagged_sub_category: '1061' },
};

const plain: PageTypeInput = {
  documentType: 'microsite',
  tags: [],
  pageTags: {},
  subdomainHosting: false,
  categories,
};

describe('resolvePageType', () => {
  it('resolves in the order of spec 000 §2', () => {
    expect(PAGE_TYPES).toEqual([
      'seatMapExperiment',
      'city',
      'hopOnHopOff',
      'cruises',
      'airportTransfers',
      'category',
      'subCategory',
      'default',
    ]);
  });
  it('detects the seat-map experiment from a point-of-interest seat-map tag, before anything else', () => {
    expect(resolvePageType({ ...categoryPage, tags: ['poi-2411-seatmap'] })).toBe('seatMapExperiment');
    expect(resolvePageType({ ...plain, tags: ['POI_77_SEAT_MAP'] })).toBe('seatMapExperiment');
    expect(resolvePageType({ ...plain, tags: ['poi-seatmap'] })).toBe('default');
  });
  it('detects a city page from an A1 city guide landing page', () => {
    const city = {
      ...plain,
      pageTags: {
        tagged_mb_type: 'a1-city-guide',
        tagged_page_type: 'landing-page',
        tagged_sub_category: 1011,
      },
    };
    expect(resolvePageType(city)).toBe('city');
    expect(
      resolvePageType({
        ...plain,
        pageTags: { tagged_mb_type: 'a1-city-guide', tagged_page_type: 'shoulder-page' },
      }),
    ).toBe('default');
  });
  it('detects hop-on hop-off from sub-category 1011, before cruises', () => {
    expect(
      resolvePageType({
        ...plain,
        pageTags: { tagged_sub_category: 1011, tagged_category: 18, tagged_page_type: 'landing-page' },
      }),
    ).toBe('hopOnHopOff');
  });
  it('detects a cruises landing page from category 18', () => {
    expect(
      resolvePageType({ ...plain, pageTags: { tagged_category: '18', tagged_page_type: 'landing-page' } }),
    ).toBe('cruises');
    expect(
      resolvePageType({ ...plain, pageTags: { tagged_category: 18, tagged_page_type: 'shoulder-page' } }),
    ).toBe('default');
  });
  it('detects private and shared airport transfers', () => {
    expect(resolvePageType({ ...plain, pageTags: { tagged_sub_category: 1019 } })).toBe('airportTransfers');
    expect(resolvePageType({ ...plain, pageTags: { tagged_sub_category: 1145 } })).toBe('airportTransfers');
  });
  it('detects qualifying category and sub-category pages', () => {
    expect(resolvePageType(categoryPage)).toBe('category');
    expect(resolvePageType(subCategoryPage)).toBe('subCategory');
  });
  it('falls back to the default type', () => {
    expect(resolvePageType(plain)).toBe('default');
  });
});

describe('qualifiesAsCategoryPage', () => {
  it('needs every condition of spec 000 §2', () => {
    expect(qualifiesAsCategoryPage(categoryPage, 'category')).toBe(true);
    expect(qualifiesAsCategoryPage({ ...categoryPage, documentType: 'showpage' }, 'category')).toBe(false);
    expect(qualifiesAsCategoryPage({ ...categoryPage, subdomainHosting: true }, 'category')).toBe(false);
    expect(qualifiesAsCategoryPage({ ...categoryPage, categories: undefined }, 'category')).toBe(false);
    const without = (field: string) => ({
      ...categoryPage,
      pageTags: { ...categoryPage.pageTags, [field]: undefined },
    });
    expect(qualifiesAsCategoryPage(without('tagged_mb_type'), 'category')).toBe(false);
    expect(qualifiesAsCategoryPage(without('tagged_page_type'), 'category')).toBe(false);
    expect(qualifiesAsCategoryPage(without('tagged_content_type'), 'category')).toBe(false);
    expect(qualifiesAsCategoryPage(without('tagged_city'), 'category')).toBe(false);
    expect(
      qualifiesAsCategoryPage(
        { ...categoryPage, pageTags: { ...categoryPage.pageTags, tagged_category: 99 } },
        'category',
      ),
    ).toBe(false);
    expect(
      qualifiesAsCategoryPage(
        { ...categoryPage, pageTags: { ...categoryPage.pageTags, tagged_mb_type: 'a2-category' } },
        'category',
      ),
    ).toBe(false);
  });
  it('needs, for a sub-category, a listed sub-category that is not city cards', () => {
    expect(qualifiesAsCategoryPage(subCategoryPage, 'subCategory')).toBe(true);
    expect(qualifiesAsCategoryPage(subCategoryPage, 'category')).toBe(false);
    expect(
      qualifiesAsCategoryPage(
        { ...subCategoryPage, pageTags: { ...subCategoryPage.pageTags, tagged_sub_category: 1008 } },
        'subCategory',
      ),
    ).toBe(false);
    expect(
      qualifiesAsCategoryPage(
        { ...subCategoryPage, pageTags: { ...subCategoryPage.pageTags, tagged_sub_category: 4242 } },
        'subCategory',
      ),
    ).toBe(false);
    expect(
      qualifiesAsCategoryPage(
        { ...subCategoryPage, pageTags: { ...subCategoryPage.pageTags, tagged_sub_category: 'x' } },
        'subCategory',
      ),
    ).toBe(false);
  });
});

describe('needsCategories', () => {
  it('asks for the catalogue only for A1 category and sub-category pages with a city', () => {
    expect(needsCategories({ tagged_mb_type: 'a1-category', tagged_city: 'ROME' })).toBe(true);
    expect(needsCategories({ tagged_mb_type: 'A1 Sub Category', tagged_city: 'ROME' })).toBe(true);
    expect(needsCategories({ tagged_mb_type: 'a1-category' })).toBe(false);
    expect(needsCategories({ tagged_mb_type: 'a1-collection', tagged_city: 'ROME' })).toBe(false);
  });
});
