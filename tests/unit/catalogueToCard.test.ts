import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRouter } from '@storefront/catalogue/testing';
import { productCard } from '../../src/lib/rules/card/productCard';
import type { TourGroup } from '../../src/lib/rules/catalogueTypes';
import { cancellationWording } from '../../src/lib/rules/policies/cancellationWording';
import { durationWording } from '../../src/lib/rules/policies/durationWording';

// The catalogue's answers are what the rules consume: names, units and shapes must agree.
let router: Awaited<ReturnType<typeof openTestRouter>>;
beforeAll(async () => {
  router = await openTestRouter('pglite');
}, 120_000);
afterAll(() => router.close());

describe('catalogue answers through the business rules', () => {
  it('turns a curated West End show into a product card in the visitor’s currency', async () => {
    const { body } = await router.get('/api/tours/v6/tour-groups/10001/?currency=GBP&language=en');
    const group = body as unknown as TourGroup;
    const card = productCard(group, {
      lang: 'en',
      host: 'london-theatre-tickets.com',
      showPageUids: { 10001: 'london-theatre-tickets.com.the-lion-king' },
    });
    expect(card.available).toBe(true);
    expect(card.title).toBe('The Lion King');
    expect(card.formattedPrice).toBe('£45');
    expect(durationWording(group.minDuration, group.maxDuration, 'en')).toBe('2 hr 30 min');
    expect(cancellationWording(group, 'en')).not.toBe('');
  });

  it('formats every item of a list page', async () => {
    const { body } = await router.get(
      '/api/tours/v6/tour-groups/list-by/collection/167/?currency=EUR&language=fr&limit=10',
    );
    const items = (body as { items?: TourGroup[] }).items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const card = productCard(item, { lang: 'fr', host: 'london-theatre-tickets.com' });
      expect(card.tgid).toBe(item.id);
      if (card.available) expect(card.formattedPrice).toMatch(/€$/);
    }
  });
});
