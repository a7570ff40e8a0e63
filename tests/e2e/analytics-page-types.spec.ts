import { ANALYTICS_PAGE_TYPES } from '../../src/lib/rules/analytics/analyticsPageType';
import { expect, test, hostRequest } from './helpers';

/**
 * Spec 001 §2 names 13 page types for analytics; every one exists in the demo, and its page-meta state
 * carries the name exactly as the spec spells it.
 */
const examples: Record<(typeof ANALYTICS_PAGE_TYPES)[number], [alias: string, path: string]> = {
  Collection: ['paris', '/louvre-museum/'],
  'Content Page': ['colosseum', '/visitor-guide/'],
  'Show Page': ['broadway', '/hamilton/'],
  'Venue Page': ['london-theatre', '/lyceum-theatre/'],
  'City Page': ['colosseum', '/rome-city-guide/'],
  'Category Page': ['vatican', '/tickets/'],
  'Sub-Category Page': ['colosseum', '/guided-tours/'],
  'News Page': ['london-theatre', '/news/'],
  'Hop-On Hop-Off': ['london-bus', '/'],
  'Airport Transfers': ['rome-transfers', '/'],
  'Reviews Page': ['london-theatre', '/reviews/'],
  'Venue Seats Page': ['london-theatre', '/lyceum-theatre-seating-plan/'],
  'Cruises Landing Page': ['paris', '/seine-river-cruises/'],
};

test.describe('analytics page types', () => {
  test('the examples cover all 13 names of the spec', () => {
    expect(Object.keys(examples).sort()).toEqual([...ANALYTICS_PAGE_TYPES].sort());
  });

  for (const [name, [alias, path]] of Object.entries(examples)) {
    test(`${alias}${path} is a ${name}`, async ({ request }) => {
      const { url, headers } = hostRequest(alias, path);
      const response = await request.get(url, { headers });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const json = /<script[^>]*id="app-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(json, 'the page carries its state').toBeDefined();
      const state = JSON.parse(json ?? '{}') as { pageMeta: { analyticsPageType: string } };
      expect(state.pageMeta.analyticsPageType).toBe(name);
    });
  }
});
