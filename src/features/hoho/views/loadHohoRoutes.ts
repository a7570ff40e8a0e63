import { filter, type Content } from '@prismicio/client';
import type { PageContext } from '../../../lib/request/pageContext';
import { HOHO_ROUTES_TYPE, parseHohoRoute, sortRoutes, type HohoRoute } from './hohoRouteDocument';
import { logger } from '../../../lib/log/logger';

const log = logger('hoho');

export interface HohoRoutes {
  state: 'ok' | 'failed';
  routes: HohoRoute[];
  /** The Prismic locale the routes were found in: the page's, or English when it has none. */
  locale: string;
}

const ENGLISH = 'en-us';

/**
 * The `hoho_routes` documents of a city in the page's language (English when the language has none),
 * parsed one by one (a bad route or stop is logged and skipped) and in page order. A failing content
 * call is logged and answers `failed`: the page keeps its other sections.
 * @example await loadHohoRoutes('LONDON', context) → { state: 'ok', routes: [Red Route, Blue Route, …], locale: 'en-us' }
 */
export async function loadHohoRoutes(
  city: string,
  context: Pick<PageContext, 'content' | 'locale'>,
): Promise<HohoRoutes> {
  const query = (lang: string) =>
    context.content.get<Content.HohoRoutesDocument>({
      filters: [filter.at('document.type', HOHO_ROUTES_TYPE), filter.at(`my.${HOHO_ROUTES_TYPE}.city`, city)],
      lang,
      pageSize: 100,
    });
  try {
    let locale = context.locale;
    let answer = await query(locale);
    if (answer.results.length === 0 && locale !== ENGLISH) {
      locale = ENGLISH;
      answer = await query(locale);
    }
    const routes = answer.results.flatMap((document, index) => parseHohoRoute(document, index) ?? []);
    return { state: 'ok', routes: sortRoutes(routes), locale };
  } catch (error) {
    log.error({ err: error }, `routes of ${city} could not be loaded`);
    return { state: 'failed', routes: [], locale: context.locale };
  }
}
