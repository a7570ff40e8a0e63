import { filter, type Client } from '@prismicio/client';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { buildPagePath, segmentsOfUid } from '../../../lib/rules/routing/pagePath';
import { logger } from '../../../lib/log/logger';

const log = logger('pages');

/**
 * Paths of this site's venue pages for some points of interest, in one content query; a failing lookup
 * answers none (the theatres are then listed without links).
 * @example await venuePagePaths(client, [60002], 'en-us', 'en', 'london-theatre-tickets.com') → Map { 60002 → '/apollo-victoria-theatre/' }
 */
export async function venuePagePaths(
  client: Client,
  poiIds: readonly number[],
  locale: string,
  language: LanguageCode,
  domain: string,
): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  if (poiIds.length === 0) return paths;
  try {
    const answer = await client.get({
      filters: [filter.at('document.type', 'venue_page'), filter.any('my.venue_page.poi_id', [...poiIds])],
      lang: locale,
      pageSize: 100,
    });
    for (const document of answer.results) {
      const poiId = Number((document.data as { poi_id?: unknown }).poi_id);
      const segments = document.uid ? segmentsOfUid(document.uid, domain) : undefined;
      if (segments && segments.length > 0 && !paths.has(poiId))
        paths.set(poiId, buildPagePath(language, segments));
    }
  } catch (error) {
    log.error({ err: error }, 'venue page lookup failed; theatres without links');
  }
  return paths;
}

/**
 * The path of this site's seating-plan page of a venue: the page carrying its seat-map tag
 * (`poi-{id}-seatmap`), else undefined (also when the lookup fails).
 * @example await seatingPlanPath(client, 60001, 'en-us', 'en', 'london-theatre-tickets.com') === '/lyceum-theatre-seating-plan/'
 */
export async function seatingPlanPath(
  client: Client,
  poiId: number,
  locale: string,
  language: LanguageCode,
  domain: string,
): Promise<string | undefined> {
  try {
    const answer = await client.get({
      filters: [filter.any('document.tags', [`poi-${poiId}-seatmap`])],
      lang: locale,
      pageSize: 10,
    });
    for (const document of answer.results) {
      const segments = document.uid ? segmentsOfUid(document.uid, domain) : undefined;
      if (segments && segments.length > 0) return buildPagePath(language, segments);
    }
  } catch (error) {
    log.error({ err: error }, 'seating plan lookup failed; no link');
  }
  return undefined;
}
