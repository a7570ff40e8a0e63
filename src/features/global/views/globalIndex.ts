import { filter, type Client } from '@prismicio/client';
import { GLOBAL_DOCUMENT_TYPES } from '../../../lib/content/findPage';
import { segmentsOfUid } from '../../../lib/rules/routing/pagePath';
import { globalDocument, isGlobalType, type GlobalDocument } from './globalDocument';
import { logger } from '../../../lib/log/logger';

const log = logger('global');

/** One page of the global site: where it is and what it names. */
export interface GlobalEntry extends GlobalDocument {
  uid: string;
  segments: string[];
}

/** The site's global pages in one language, to link between them and name breadcrumbs. */
export interface GlobalIndex {
  /** False when the content query failed: links are left out, the page still renders. */
  ok: boolean;
  entries: GlobalEntry[];
  byUid: (segments: readonly string[]) => GlobalEntry | undefined;
  /** The page of a country (code), city (code), collection (id) or experience (tgid). */
  find: (kind: GlobalEntry['kind'], entity: string | number) => GlobalEntry | undefined;
}

export const globalIndexOf = (entries: GlobalEntry[], ok = true): GlobalIndex => ({
  ok,
  entries,
  byUid: (segments) => entries.find((entry) => entry.segments.join('.') === segments.join('.')),
  find: (kind, entity) => entries.find((entry) => entry.kind === kind && entry.entity === entity),
});

/**
 * Every global page of the site in the page's language, in one content query (paged by the client):
 * the pages a global page may link to, so every link is a real page. A failing query is logged and
 * answers an empty index (sections then show names without links).
 * @example (await globalIndex(client, 'tickets-tours-worldwide.com', 'ar-ae')).find('city', 'ROME')?.segments → ['italy', 'rome']
 */
export async function globalIndex(client: Client, domain: string, locale: string): Promise<GlobalIndex> {
  try {
    const documents = await client.dangerouslyGetAll({
      filters: [filter.any('document.type', [...GLOBAL_DOCUMENT_TYPES])],
      lang: locale,
    });
    const entries = documents.flatMap((document): GlobalEntry[] => {
      const segments = document.uid ? segmentsOfUid(document.uid, domain) : undefined;
      if (!segments || !document.uid || !isGlobalType(document.type)) return [];
      const fields = globalDocument(document.type, document.data as Record<string, unknown>);
      return [{ ...fields, uid: document.uid, segments }];
    });
    return globalIndexOf(entries.sort((a, b) => a.uid.localeCompare(b.uid)));
  } catch (error) {
    log.error({ err: error }, `listing the global pages of ${domain} failed`);
    return globalIndexOf([], false);
  }
}
