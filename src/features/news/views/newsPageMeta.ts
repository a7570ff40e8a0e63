import type { Translate } from '../../../lib/i18n/translator';
import { newsPageHref } from '../rules/newsPaging';
import type { PageView } from '../../../lib/views/registry/pageKinds';

export interface HeadMeta {
  title: string;
  canonical: string;
  noindex: boolean;
}

/**
 * The head of a page whose view may be a later page of the news hub: page N ≥ 2 is its own page for
 * search engines (canonical `…/news/?page=N`, unless the editor's canonical link points elsewhere, and
 * the title says the page); a page past the last one is not found (404, noindex). Every other page
 * keeps its meta.
 * @example pagedHeadMeta(hubPage2, { title: 'News | Site', canonical: 'https://x.com/news/', noindex: false }, t).canonical === 'https://x.com/news/?page=2'
 */
export function pagedHeadMeta(
  view: PageView | undefined,
  meta: HeadMeta,
  t: Translate,
): HeadMeta & { notFound: boolean } {
  if (view?.kind !== 'news' || view.role !== 'hub') return { ...meta, notFound: false };
  if (view.outOfRange) return { ...meta, noindex: true, notFound: true };
  const { page } = view.pagination;
  if (page <= 1) return { ...meta, notFound: false };
  const ownUrl = view.base.breadcrumbs.at(-1)?.url;
  return {
    title: t('news.pageTitle', { title: meta.title, page }),
    canonical: meta.canonical === ownUrl ? newsPageHref(meta.canonical, page) : meta.canonical,
    noindex: meta.noindex,
    notFound: false,
  };
}
