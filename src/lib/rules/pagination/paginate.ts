/** One entry of a page list: a page number, or a gap (…) standing for pages left out. */
export type PageEntry = { kind: 'page'; page: number; current: boolean } | { kind: 'gap' };

export interface Pages {
  /** The page shown, within 1..last. */
  current: number;
  last: number;
  previous: number | undefined;
  next: number | undefined;
  entries: PageEntry[];
  /** 1-based positions of the first and last item shown (0 and 0 when there is none). */
  from: number;
  to: number;
}

/** The number of pages a list of `total` items needs, at least 1. */
export function lastPage(total: number, limit: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(limit) || total <= 0 || limit <= 0) return 1;
  return Math.ceil(total / limit);
}

/** The offset of a 1-based page. @example pageOffset(3, 10) === 20 */
export const pageOffset = (page: number, limit: number): number => (Math.max(1, page) - 1) * limit;

/**
 * Pagination maths: the page is clamped to 1..last; the list shows the first and last pages and
 * `around` pages either side of the current one, a gap where more than one page is left out (a single
 * missing page is shown instead of a gap, which takes as much room).
 * @example paginate(94, 10, 5).entries → 1 … 4 [5] 6 … 10
 * @example paginate(94, 10, 2).entries → 1 [2] 3 4 … 10
 */
export function paginate(total: number, limit: number, page: number, around = 1): Pages {
  const last = lastPage(total, limit);
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 1, 1), last);
  const shown = new Set<number>([1, last]);
  for (let p = current - around; p <= current + around; p += 1) if (p >= 1 && p <= last) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const entries: PageEntry[] = [];
  sorted.forEach((p, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && p - before === 2) entries.push({ kind: 'page', page: p - 1, current: false });
    else if (before !== undefined && p - before > 2) entries.push({ kind: 'gap' });
    entries.push({ kind: 'page', page: p, current: p === current });
  });
  const count = Math.max(0, Math.floor(total) || 0);
  const from = count === 0 ? 0 : Math.min(pageOffset(current, limit) + 1, count);
  return {
    current,
    last,
    previous: current > 1 ? current - 1 : undefined,
    next: current < last ? current + 1 : undefined,
    entries,
    from,
    to: count === 0 ? 0 : Math.min(current * limit, count),
  };
}
