import { recognisePageKind, type ViewKind } from '../../pages/registry/pageKinds';
import { resolvePageType } from '../../pages/registry/pageTypes';
import type { PageDocument } from './indexablePages';

/**
 * How the page route shows a document, as far as the content alone tells (the page-kind registry's
 * recognition without the request path): city pages and collection pages are decided by page tags;
 * category pages need the catalogue and are not told apart here.
 * @example sitemapViewKind(cityGuideLanding, false) === 'city'
 */
export function sitemapViewKind(document: PageDocument, subdomainHosting: boolean): ViewKind {
  const pageType = resolvePageType({
    documentType: document.type,
    tags: document.tags,
    pageTags: document.data,
    subdomainHosting,
    categories: undefined,
  });
  return recognisePageKind({ documentType: document.type, pageType, data: document.data });
}

/** A positive whole id from a page tag (a number or numeric text), else undefined. */
export function tagId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
