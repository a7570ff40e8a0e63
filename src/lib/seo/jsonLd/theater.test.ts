import { describe, expect, it } from 'vitest';
import { theater } from './theater';

describe('theater', () => {
  it('is a PerformingArtsTheater with address, coordinates, capacity and the open days of the box office', () => {
    expect(
      theater({
        name: 'Lyceum Theatre',
        url: 'https://london-theatre-tickets.com/lyceum-theatre/',
        description: 'Home of The Lion King since 1999.',
        address: '21 Wellington Street, London WC2E 7RQ, United Kingdom',
        latitude: 51.5115,
        longitude: -0.1199,
        capacity: 2100,
        hours: [
          { dayOfWeek: 'MONDAY', closed: false, openingTime: '10:00', closingTime: '20:00' },
          { dayOfWeek: 'SUNDAY', closed: true, openingTime: null, closingTime: null },
          { dayOfWeek: 'SOMEDAY', closed: false, openingTime: '10:00', closingTime: '20:00' },
          { dayOfWeek: 'TUESDAY', closed: false, openingTime: '10:00:00', closingTime: 'late' },
        ],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'PerformingArtsTheater',
      name: 'Lyceum Theatre',
      url: 'https://london-theatre-tickets.com/lyceum-theatre/',
      description: 'Home of The Lion King since 1999.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '21 Wellington Street, London WC2E 7RQ, United Kingdom',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.5115, longitude: -0.1199 },
      maximumAttendeeCapacity: 2100,
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '10:00',
          closes: '20:00',
        },
      ],
    });
  });

  it('is left out without a name, and leaves out what it lacks', () => {
    expect(
      theater({ name: ' ', url: 'https://x.com/', address: '', latitude: 0, longitude: 0, hours: [] }),
    ).toBeUndefined();
    expect(
      theater({
        name: 'Ronacher',
        url: 'https://x.com/',
        address: '',
        latitude: Number.NaN,
        longitude: 0,
        hours: [],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'PerformingArtsTheater',
      name: 'Ronacher',
      url: 'https://x.com/',
    });
  });
});
