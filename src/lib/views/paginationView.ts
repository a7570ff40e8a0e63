import type { Pages } from '../rules/pagination/paginate';

/** One entry of a list of page links: a page with its link, or a gap (…) for pages left out. */
export type PageLink = { kind: 'page'; page: number; href: string; current: boolean } | { kind: 'gap' };

/** The page links under a list (news articles, reviews): previous, the pages, next. */
export interface PaginationView {
  previous: string | undefined;
  next: string | undefined;
  entries: PageLink[];
}

/**
 * The links of a page list (`paginate`), each page's URL made by `hrefOf`.
 * @example paginationView(paginate(30, 10, 2), (page) => `/news/?page=${page}`).previous === '/news/?page=1'
 */
export function paginationView(
  pages: Pick<Pages, 'previous' | 'next' | 'entries'>,
  hrefOf: (page: number) => string,
): PaginationView {
  return {
    previous: pages.previous === undefined ? undefined : hrefOf(pages.previous),
    next: pages.next === undefined ? undefined : hrefOf(pages.next),
    entries: pages.entries.map((entry) =>
      entry.kind === 'gap' ? entry : { ...entry, href: hrefOf(entry.page) },
    ),
  };
}
