import { describe, expect, it } from 'vitest';
import { touristAttraction } from './touristAttraction';

const day = (dayOfWeek: string, closed: boolean, openingTime: string | null, closingTime: string | null) => ({
  dayOfWeek,
  closed,
  openingTime,
  closingTime,
});

describe('TouristAttraction', () => {
  it('has address, coordinates and the open days’ hours', () => {
    expect(
      touristAttraction({
        name: ' Vatican Museums ',
        url: 'https://vatican.example/visitor-guide/',
        description: 'The papal art collections.',
        address: 'Viale Vaticano, 00165 Roma RM, Italy',
        latitude: 41.9065,
        longitude: 12.4536,
        hours: [
          day('MONDAY', false, '08:00', '20:00:00'),
          day('SUNDAY', true, null, null),
          day('FUNDAY', false, '08:00', '20:00'),
        ],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: 'Vatican Museums',
      url: 'https://vatican.example/visitor-guide/',
      description: 'The papal art collections.',
      address: { '@type': 'PostalAddress', streetAddress: 'Viale Vaticano, 00165 Roma RM, Italy' },
      geo: { '@type': 'GeoCoordinates', latitude: 41.9065, longitude: 12.4536 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '08:00',
          closes: '20:00',
        },
      ],
    });
  });

  it('leaves out what is unknown, and is nothing without a name', () => {
    const bare = touristAttraction({
      name: 'Colosseum',
      url: 'https://x.example/',
      address: ' ',
      latitude: undefined,
      longitude: 12.49,
      hours: [],
    });
    expect(bare).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: 'Colosseum',
      url: 'https://x.example/',
    });
    expect(
      touristAttraction({ name: ' ', url: '', address: '', latitude: 1, longitude: 1, hours: [] }),
    ).toBeUndefined();
  });
});

describe('touristAttraction of a sight', () => {
  it('names the sight with its description, absolute image and URL', () => {
    expect(
      touristAttraction({
        name: ' Colosseum underground ',
        description: 'The hypogeum beneath the arena. ',
        url: 'https://colosseum-rome-tickets.com/sub-attractions/#colosseum-underground',
        image: '/media/tour-groups/10203/0.webp',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: 'Colosseum underground',
      url: 'https://colosseum-rome-tickets.com/sub-attractions/#colosseum-underground',
      description: 'The hypogeum beneath the arena.',
      image: 'https://colosseum-rome-tickets.com/media/tour-groups/10203/0.webp',
    });
  });

  it('leaves out empty parts and refuses a nameless sight', () => {
    expect(
      touristAttraction({ name: 'Arch of Constantine', url: 'https://x.com/a/', image: 'javascript:x' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: 'Arch of Constantine',
      url: 'https://x.com/a/',
    });
    expect(touristAttraction({ name: '  ', url: 'https://x.com/' })).toBeUndefined();
  });
});
