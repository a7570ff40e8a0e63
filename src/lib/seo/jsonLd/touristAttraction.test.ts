import { describe, expect, it } from 'vitest';
import { touristAttraction } from './touristAttraction';

describe('touristAttraction', () => {
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
