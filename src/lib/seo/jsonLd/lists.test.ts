import { describe, expect, it } from 'vitest';
import { breadcrumbList } from './breadcrumbList';
import { faqPage } from './faqPage';
import { itemList } from './itemList';

describe('breadcrumbList', () => {
  it('numbers the crumbs from 1 and links each', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://x.com/' },
        { name: ' Guided tours ', url: 'https://x.com/guided-tours/' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.com/' },
        { '@type': 'ListItem', position: 2, name: 'Guided tours', item: 'https://x.com/guided-tours/' },
      ],
    });
  });
  it('skips nameless crumbs and is undefined when none remain', () => {
    expect(
      breadcrumbList([
        { name: '', url: 'https://x.com/' },
        { name: 'Tours', url: 'https://x.com/tours/' },
      ])?.itemListElement,
    ).toEqual([{ '@type': 'ListItem', position: 1, name: 'Tours', item: 'https://x.com/tours/' }]);
    expect(breadcrumbList([])).toBeUndefined();
    expect(breadcrumbList([{ name: ' ', url: 'https://x.com/' }])).toBeUndefined();
  });
});

describe('itemList', () => {
  it('lists cards in position order with absolute images', () => {
    expect(
      itemList([
        { name: 'Hamilton', url: 'https://x.com/hamilton/', position: 2 },
        { name: 'Wicked', url: 'https://x.com/wicked/', image: '/media/wicked.webp', position: 1 },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://x.com/wicked/',
          name: 'Wicked',
          image: 'https://x.com/media/wicked.webp',
        },
        { '@type': 'ListItem', position: 2, url: 'https://x.com/hamilton/', name: 'Hamilton' },
      ],
    });
  });
  it('is undefined without cards', () => {
    expect(itemList([])).toBeUndefined();
  });
});

describe('faqPage', () => {
  it('makes one Question with its accepted Answer per entry', () => {
    expect(faqPage([{ question: 'Can I cancel?', answer: ' Yes, up to 24 hours before. ' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Can I cancel?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, up to 24 hours before.' },
        },
      ],
    });
  });
  it('drops incomplete entries and is undefined when none remain', () => {
    expect(
      faqPage([
        { question: 'Open?', answer: '' },
        { question: '', answer: 'Yes' },
        { question: 'Food?', answer: 'No food inside.' },
      ])?.mainEntity,
    ).toHaveLength(1);
    expect(faqPage([])).toBeUndefined();
    expect(faqPage([{ question: 'Open?', answer: ' ' }])).toBeUndefined();
  });
});
