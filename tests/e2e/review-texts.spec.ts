import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

// Issue 22 "reviews that fit": six stock phrases were recombined everywhere ("Skipping the queue saved
// us hours" on Wicked, "Great seats with a clear view of the stage" on the Colosseum), and one reviewer
// name appeared with two countries on one page.

interface ShownReview {
  author: string;
  country: string;
  text: string;
  photos: number;
}

async function reviewsOn(page: Page): Promise<ShownReview[]> {
  return page.locator('article.review').evaluateAll((nodes) =>
    nodes.map((node) => ({
      author: node.querySelector('.author')?.textContent?.trim() ?? '',
      country: node.querySelector('.country')?.textContent?.trim() ?? '',
      text: node.querySelector('.text')?.textContent?.trim() ?? '',
      photos: node.querySelectorAll('.photos li').length,
    })),
  );
}

/** The sentences of a review: split after . ! ? (and their CJK forms), trimmed, final mark dropped. */
const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?。！？])\s*/u)
    .map((sentence) => sentence.trim().replace(/[.!?。！？]+$/u, ''))
    .filter((sentence) => sentence.length > 0);

const PAGES: [alias: string, path: string][] = [
  ['london-theatre', '/wicked/'],
  ['london-theatre', '/reviews/'],
  ['london-theatre', '/reviews/?page=2'],
  ['london-theatre', '/reviews/?sort=most-recent'],
  ['london-theatre', '/fr/reviews/'],
  ['london-theatre', '/west-end-shows/'],
  ['colosseum', '/reviews/'],
  ['colosseum', '/it/reviews/?page=2'],
  ['vatican', '/it/reviews/'],
];

for (const [alias, path] of PAGES)
  test(`${alias}${path}: no two reviews share a sentence, one country per reviewer`, async ({ page }) => {
    await page.goto(siteUrl(alias, path));
    const reviews = await reviewsOn(page);
    expect(reviews.length).toBeGreaterThan(2);
    const seen = new Map<string, number>();
    reviews.forEach((review, index) => {
      for (const sentence of sentences(review.text)) {
        const before = seen.get(sentence.toLowerCase());
        expect(before, `"${sentence}" in reviews ${before} and ${index}`).toBeUndefined();
        seen.set(sentence.toLowerCase(), index);
      }
    });
    const countryOf = new Map<string, string>();
    for (const review of reviews) {
      const known = countryOf.get(review.author);
      if (known !== undefined) expect(review.country, review.author).toBe(known);
      countryOf.set(review.author, review.country);
    }
  });

test('a musical’s reviews talk about the show, never about queues or audio guides, and carry no photos', async ({
  page,
}) => {
  for (const query of ['', '?page=2', '?page=3', '?sort=most-recent']) {
    await page.goto(siteUrl('london-theatre', `/reviews/${query}`));
    for (const review of await reviewsOn(page)) {
      expect(review.text).not.toMatch(/queue|audio ?guide|skip[- ]the[- ]line|tour guide/i);
      expect(review.photos).toBe(0);
    }
  }
});

test('the Colosseum’s reviews never talk about a stage or seats', async ({ page }) => {
  for (const query of ['', '?page=2', '?sort=most-recent']) {
    await page.goto(siteUrl('colosseum', `/reviews/${query}`));
    for (const review of await reviewsOn(page))
      expect(review.text).not.toMatch(/\bstage\b|\bseats?\b|interval|curtain/i);
  }
});

test('a review in another script keeps its own direction on an Arabic page', async ({ page }) => {
  await page.goto(siteUrl('london-theatre', '/ar/reviews/'));
  const first = page.locator('article.review').first();
  // English text on a right-to-left page: laid out left to right (its full stop at the end, not the start).
  await expect(first.locator('.text')).toHaveAttribute('lang', 'en');
  expect(await first.locator('.text').evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
  expect(await first.locator('.author bdi').evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
  // An Arabic page's own text stays right to left.
  expect(await page.locator('h1').evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
});
