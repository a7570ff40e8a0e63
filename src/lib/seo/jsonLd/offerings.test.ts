import { describe, expect, it } from 'vitest';
import { event, type EventInput } from './event';
import { product, type ProductInput } from './product';

const tour: ProductInput = {
  name: 'Colosseum Arena Floor Tour',
  description: ' Step onto the arena floor. ',
  images: ['https://cdn.x.com/1.jpg', '/media/2.webp', 'javascript:alert(1)'],
  url: 'https://colosseum-rome-tickets.com/guided-tours/',
  sku: 10005,
  brand: 'Colosseum Rome Tickets',
  seller: 'Colosseum Rome Tickets',
  price: 59.5,
  currency: 'EUR',
  rating: 4.6,
  ratingCount: 2310,
};

describe('product', () => {
  it('describes the product with its offer in the page currency and its rating', () => {
    expect(product(tour)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Colosseum Arena Floor Tour',
      description: 'Step onto the arena floor.',
      image: ['https://cdn.x.com/1.jpg', 'https://colosseum-rome-tickets.com/media/2.webp'],
      url: 'https://colosseum-rome-tickets.com/guided-tours/',
      sku: '10005',
      brand: { '@type': 'Brand', name: 'Colosseum Rome Tickets' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 2310, bestRating: 5 },
      offers: {
        '@type': 'Offer',
        price: 59.5,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://colosseum-rome-tickets.com/guided-tours/',
        seller: { '@type': 'Organization', name: 'Colosseum Rome Tickets' },
      },
    });
  });
  it('is out of stock without a price and has no rating block without a count', () => {
    const bare = product({
      name: 'Closed tour',
      images: [],
      url: 'https://x.com/closed/',
      currency: 'USD',
      rating: 4.2,
    });
    expect(bare).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Closed tour',
      url: 'https://x.com/closed/',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://x.com/closed/',
      },
    });
  });
});

const show: EventInput = {
  name: 'Wicked',
  description: 'The untold story of the witches of Oz.',
  images: ['https://cdn.x.com/wicked.jpg'],
  url: 'https://london-theatre-tickets.com/wicked/',
  startDate: '2026-04-02',
  venue: { name: 'Apollo Victoria Theatre', locality: 'London', country: 'GB' },
  price: 24,
  currency: 'GBP',
  rating: 4.8,
  ratingCount: 15_400,
};

describe('event', () => {
  it('is a scheduled, offline theatre event at its venue on the next available date', () => {
    expect(event(show)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TheaterEvent',
      name: 'Wicked',
      description: 'The untold story of the witches of Oz.',
      image: ['https://cdn.x.com/wicked.jpg'],
      url: 'https://london-theatre-tickets.com/wicked/',
      startDate: '2026-04-02',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Apollo Victoria Theatre',
        address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 15_400, bestRating: 5 },
      offers: {
        '@type': 'Offer',
        price: 24,
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: 'https://london-theatre-tickets.com/wicked/',
      },
    });
  });
  it('is sold out without a price and carries another status when given', () => {
    const sold = event({ ...show, price: undefined, status: 'postponed' });
    expect(sold?.eventStatus).toBe('https://schema.org/EventPostponed');
    expect(sold?.offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/SoldOut',
      url: 'https://london-theatre-tickets.com/wicked/',
    });
  });
  it('keeps only the locality it knows in the address', () => {
    expect(event({ ...show, venue: { name: 'Lyceum Theatre' } })?.location).toEqual({
      '@type': 'Place',
      name: 'Lyceum Theatre',
      address: { '@type': 'PostalAddress' },
    });
  });
  it('is undefined without a valid start date or a venue name', () => {
    expect(event({ ...show, startDate: undefined })).toBeUndefined();
    expect(event({ ...show, startDate: '02/04/2026' })).toBeUndefined();
    expect(event({ ...show, venue: undefined })).toBeUndefined();
    expect(event({ ...show, venue: { name: ' ', locality: 'London' } })).toBeUndefined();
  });
});
