import { filter, type Client } from '@prismicio/client';
import { segmentsOfUid } from '../rules/routing/pagePath';
import { logger } from '../log/logger';

const log = logger('cards');

/** Show pages carrying this tag are kept out of listings (spec 000 §5, §7). */
export const EXCLUDED_SHOW_PAGE_TAG = 'exclude-from-listings';
const PAGE_SIZE = 100;

/**
 * The site's show pages of some products, in one batched content query (spec 000 §7): `showpage`
 * documents in the page's language, page size 100, without the excluded tag, whose `tgid` is among
 * the given ones. Answers tgid → the page's uid below the site (`wicked`, `shows.wicked`); a show page
 * of another site is ignored. A failing lookup is logged and answers no show pages (spec 000 §8:
 * listing continues without show page uids).
 * @example await showPageUids(client, [10002], 'en-us', 'london-theatre-tickets.com') → Map { 10002 → 'wicked' }
 */
export async function showPageUids(
  client: Client,
  tgids: readonly number[],
  locale: string,
  domain: string,
): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  const unique = [...new Set(tgids)].filter((tgid) => Number.isSafeInteger(tgid) && tgid > 0);
  if (unique.length === 0) return result;
  try {
    for (let start = 0; start < unique.length; start += PAGE_SIZE) {
      const answer = await client.get({
        filters: [
          filter.at('document.type', 'showpage'),
          filter.any('my.showpage.tgid', unique.slice(start, start + PAGE_SIZE)),
          filter.not('document.tags', [EXCLUDED_SHOW_PAGE_TAG]),
        ],
        lang: locale,
        pageSize: PAGE_SIZE,
      });
      for (const document of answer.results) {
        const tgid = Number((document.data as { tgid?: unknown }).tgid);
        const segments = document.uid ? segmentsOfUid(document.uid, domain) : undefined;
        if (Number.isSafeInteger(tgid) && segments && segments.length > 0 && !result.has(tgid))
          result.set(tgid, segments.join('.'));
      }
    }
  } catch (error) {
    log.error({ err: error }, 'show page lookup failed; listing without show pages');
  }
  return result;
}
