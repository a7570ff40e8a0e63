import { filter, NotFoundError } from '@prismicio/client';
import { richTextToPlain } from '../../../lib/content/richText';
import { buildPagePath, segmentsOfUid } from '../../../lib/rules/routing/pagePath';
import type { GuidePage } from '../rules/guideNavigation';
import { SHOULDER_PAGE_TAG_VALUES, isShoulderPage, shoulderTypeOf } from '../rules/shoulderPageTypes';
import type { PageContext } from '../../../lib/request/pageContext';
import { logger } from '../../../lib/log/logger';

const log = logger('shoulder');

/** A shoulder page of the site with the short text the landing page's guide block shows. */
export interface SiteGuidePage extends GuidePage {
  description: string;
}

const PAGE_SIZE = 100;
const plainText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The site's shoulder pages in the page's language, in ONE content query (microsite documents tagged
 * `shoulder-page`, 100 a page; pages of other sites are dropped by uid). Undefined when the query
 * fails: the caller shows the page without its guide.
 * @example await siteShoulderPages(context) → [{ uid: 'colosseum-rome-tickets.com.history', href: '/history/', type: 'history', … }]
 */
export async function siteShoulderPages(context: PageContext): Promise<SiteGuidePage[] | undefined> {
  const { domain } = context.site;
  try {
    const answer = await context.content.get({
      filters: [
        filter.at('document.type', 'microsite'),
        filter.any('my.microsite.tagged_page_type', [...SHOULDER_PAGE_TAG_VALUES]),
      ],
      lang: context.locale,
      pageSize: PAGE_SIZE,
    });
    if (answer.total_pages > 1)
      log.warn(`more than ${PAGE_SIZE} shoulder pages in ${context.locale}; some left out`);
    return answer.results.flatMap((document) => {
      const data = document.data as Record<string, unknown>;
      const segments = document.uid ? segmentsOfUid(document.uid, domain) : undefined;
      if (!document.uid || !segments || segments.length === 0 || !isShoulderPage(data)) return [];
      const title = richTextToPlain(data['title']).trim() || segments.at(-1) || '';
      return [
        {
          uid: document.uid,
          href: buildPagePath(context.language, segments),
          type: shoulderTypeOf(data),
          title,
          navLabel: plainText(data['nav_label']) || undefined,
          description: plainText(data['meta_description']),
        },
      ];
    });
  } catch (error) {
    log.error({ err: error }, `shoulder page lookup failed (${domain})`);
    return undefined;
  }
}

/** The site's landing page as a shoulder page names it: its title, path and attraction name. */
export interface LandingPage {
  title: string;
  href: string;
  /** `attraction_name`, written as "More about …" reads in the language (e.g. `the Colosseum`). */
  attraction: string | undefined;
}

/**
 * The site's landing page (uid = the domain) in the page's language; undefined when it does not
 * exist or cannot be read (then the breadcrumb says "Home").
 * @example await landingPage(context) → { title: 'Colosseum Tickets and Tours in Rome', href: '/', attraction: 'the Colosseum' }
 */
export async function landingPage(context: PageContext): Promise<LandingPage | undefined> {
  try {
    const document = await context.content.getByUID('microsite', context.site.domain, {
      lang: context.locale,
    });
    const data = document.data as Record<string, unknown>;
    return {
      title: richTextToPlain(data['title']).trim(),
      href: buildPagePath(context.language, []),
      attraction: plainText(data['attraction_name']) || undefined,
    };
  } catch (error) {
    if (!(error instanceof NotFoundError)) log.error({ err: error }, `landing page lookup failed`);
    return undefined;
  }
}
