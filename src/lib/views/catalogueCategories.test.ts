import { describe, expect, it } from 'vitest';
import { parseCategories } from './catalogueCategories';

describe('parseCategories', () => {
  it('reads categories with their sub-categories', () => {
    expect(
      parseCategories({
        city: 'ROME',
        categories: [
          {
            id: 2,
            name: 'Tours',
            productCount: 5,
            subCategories: [{ id: 1012, name: 'Guided Tours', productCount: 5 }],
          },
        ],
      }),
    ).toEqual([{ id: 2, name: 'Tours', subCategories: [{ id: 1012, name: 'Guided Tours' }] }]);
  });
  it('skips and logs an unreadable entry, and goes on', () => {
    const logs: string[] = [];
    const result = parseCategories({ categories: [{ id: 'x' }, { id: 1, name: 'Tickets' }] }, (m) =>
      logs.push(m),
    );
    expect(result).toEqual([{ id: 1, name: 'Tickets', subCategories: [] }]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('entry 0 skipped');
  });
  it('gives undefined when the catalogue did not answer', () => {
    expect(parseCategories(undefined)).toBeUndefined();
    expect(parseCategories(null)).toBeUndefined();
    expect(parseCategories({ error: 'x' })).toBeUndefined();
  });
});
