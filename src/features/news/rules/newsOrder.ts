import type { NewsItem } from './newsItem';

const instant = (published: string): number => {
  const time = Date.parse(published.length === 10 ? `${published}T00:00:00Z` : published);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Newest first: by publication instant, later first; articles published at the same instant (or
 * with unreadable dates, which go last) by uid, so the order never depends on the content service.
 * @example [{ uid: 'a', published: '2026-03-01' }, { uid: 'b', published: '2026-03-05' }].sort(newestFirst)[0].uid === 'b'
 */
export function newestFirst(a: Pick<NewsItem, 'uid' | 'published'>, b: Pick<NewsItem, 'uid' | 'published'>) {
  const difference = instant(b.published) - instant(a.published);
  if (difference !== 0 && !Number.isNaN(difference)) return difference;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

/**
 * A copy of the articles, newest first (see `newestFirst`).
 * @example sortNewest([old, recent]) → [recent, old]
 */
export function sortNewest<T extends Pick<NewsItem, 'uid' | 'published'>>(items: readonly T[]): T[] {
  return [...items].sort(newestFirst);
}
