import { describe, expect, it } from 'vitest';
import { filledFields } from './filledFields';

describe('filledFields', () => {
  it('drops the fields Prismic answers as null and keeps every other value', () => {
    expect(
      filledFields({
        tagline: null,
        site_name: 'Paris',
        noindex: false,
        body: [],
        link: { link_type: 'Any' },
      }),
    ).toEqual({
      site_name: 'Paris',
      noindex: false,
      body: [],
      link: { link_type: 'Any' },
    });
  });
  it('leaves anything but an object as it is', () => {
    expect(filledFields(null)).toBeNull();
    expect(filledFields('x')).toBe('x');
    expect(filledFields([null])).toEqual([null]);
  });
});
