import type { Client } from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import { PrivateRepositoryError } from '../../../lib/content/privateContent';
import type { Site } from '../../../lib/sites/site';
import { loadPromoCodes } from './loadPromoCodes';
import { captureLogs } from '../../../lib/log/captureLogs';

const site = { domain: 'broadway-show-tickets.com' } as Site;
const hamilton20 = {
  id: 'broadway-promo-hamilton20',
  data: {
    code: 'HAMILTON20',
    discount_type: 'ABSOLUTE',
    value: 20,
    currency: 'USD',
    products: [{ tgid: 10103 }],
  },
};

describe('loadPromoCodes', () => {
  it('asks once for the site’s promo_codes documents and leaves out those that cannot be codes', async () => {
    const get = vi.fn(async () => ({
      results: [hamilton20, { id: 'bad', data: { code: 'HALF', discount_type: 'HALF', value: 50 } }],
      total_pages: 1,
    }));
    const logs = captureLogs();
    const codes = await loadPromoCodes(site, async () => ({ get }) as unknown as Client);
    expect(codes).toEqual([
      {
        code: 'HAMILTON20',
        type: 'ABSOLUTE',
        value: 20,
        cap: undefined,
        currency: 'USD',
        validFrom: undefined,
        validTo: undefined,
        tgids: [10103],
        collectionIds: [],
      },
    ]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith({
      filters: [
        '[at(document.type, "promo_codes")]',
        '[at(my.promo_codes.site, "broadway-show-tickets.com")]',
      ],
      lang: 'en-us',
      pageSize: 100,
    });
    expect(logs.at('warn').map((line) => line.msg)).toContain(
      'document bad is not a valid promo code; left out',
    );
    logs.restore();
  });

  it('answers failed when the content service fails', async () => {
    const logs = captureLogs();
    const get = vi.fn(async () => Promise.reject(new Error('503')));
    expect(await loadPromoCodes(site, async () => ({ get }) as unknown as Client)).toBe('failed');
    expect(logs.at('error')).toHaveLength(1);
    logs.restore();
  });

  it('answers failed when there is no private repository to read (a public one is refused)', async () => {
    const logs = captureLogs();
    const refused = async () => Promise.reject(new PrivateRepositoryError('public repository'));
    expect(await loadPromoCodes(site, refused)).toBe('failed');
    expect(logs.at('error')).toHaveLength(1);
    logs.restore();
  });
});
