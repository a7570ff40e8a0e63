import { buildPagePath } from '../../../lib/rules/routing/pagePath';
import { guideNavigation, orderGuides, type GuideNavigation } from '../rules/guideNavigation';
import { shoulderFaq, type ShoulderFaqEntry } from '../rules/shoulderFaq';
import { isShoulderPage, shoulderTypeOf, slugOf, type ShoulderPageType } from '../rules/shoulderPageTypes';
import { subAttractions } from './subAttractions';
import { pageLinks } from '../../../lib/views/pageLinks';
import { loadPageBase, type PageBase, type PageDocument } from '../../../lib/views/pageBase';
import type { PageContext } from '../../../lib/request/pageContext';
import { landingPage, siteShoulderPages, type LandingPage } from './sitePages';
import { subAttractionViews, type SubAttractionGroups } from './subAttractionViews';

export interface ShoulderPageView {
  kind: 'shoulder';
  base: PageBase;
  type: ShoulderPageType;
  typeLabel: string;
  /** The heading of the guide's navigation: "More about the Colosseum", else "Visitor guide". */
  guideTitle: string;
  /** The site's shoulder pages in guide order (this one marked), with the previous and next one. */
  guide: GuideNavigation;
  landing: LandingPage | undefined;
  subAttractions: SubAttractionGroups;
  /** Questions and answers of the body's FAQ section (for FAQPage structured data). */
  faq: ShoulderFaqEntry[];
}

/** One link of the landing page's "Plan your visit" block. */
export interface LandingGuideLink {
  href: string;
  title: string;
  /** The type's label, e.g. "Opening hours". */
  label: string;
  description: string;
}

const typeLabel = (context: PageContext) => (type: ShoulderPageType) => context.t(`shoulder.type.${type}`);

/**
 * A shoulder page (spec 001 §2, §3): its title, body and slices (`pageBase`), breadcrumbs from the
 * landing page (named by its title) to this page, the site's other shoulder pages in the same
 * language as "More about <attraction>" navigation in visitor-journey order with this page marked,
 * the previous and next guide, the sub-attractions A, B and C (A with their product cards) and the
 * body's FAQ. The base, the sibling query, the landing page and the products load in parallel; each
 * failing part leaves its section out and the page stays up.
 * @example await loadShoulderPage({ uid: 'colosseum-rome-tickets.com.history', data, segments: ['history'] }, context)
 */
export async function loadShoulderPage(page: PageDocument, context: PageContext): Promise<ShoulderPageView> {
  const [base, siblings, landing, groups] = await Promise.all([
    loadPageBase(page, context),
    siteShoulderPages(context),
    landingPage(context),
    subAttractionViews(subAttractions(page.data['sub_attractions'], pageLinks(context)), context),
  ]);
  const type = shoulderTypeOf(page.data);
  const label = typeLabel(context);
  const self = {
    uid: page.uid,
    href: buildPagePath(context.language, page.segments),
    type,
    title: base.title,
  };
  // The page itself is always in its guide, even when the sibling query failed or lags behind.
  const pages = siblings?.some((sibling) => sibling.uid === page.uid)
    ? siblings
    : [...(siblings ?? []), self];
  const crumbs = base.breadcrumbs.map((crumb, index) =>
    index === 0 && landing?.title ? { ...crumb, name: landing.title } : crumb,
  );
  return {
    kind: 'shoulder',
    base: { ...base, breadcrumbs: crumbs },
    type,
    typeLabel: label(type),
    guideTitle: landing?.attraction
      ? context.t('shoulder.moreAbout', { attraction: landing.attraction })
      : context.t('shoulder.guide'),
    guide: guideNavigation(pages, page.uid, label),
    landing,
    subAttractions: groups,
    faq: shoulderFaq(page.data['body']),
  };
}

/**
 * The "Plan your visit" block of a landing page: the site's shoulder pages in guide order, each with
 * its type's label and description. Empty for any other page, or when the lookup fails.
 * @example await landingGuides({ uid: 'colosseum-rome-tickets.com', data: { tagged_page_type: 'landing-page' }, segments: [] }, context)
 */
export async function landingGuides(page: PageDocument, context: PageContext): Promise<LandingGuideLink[]> {
  if (page.segments.length > 0 || isShoulderPage(page.data)) return [];
  if (slugOf(page.data['tagged_page_type']) !== 'landing-page') return [];
  const pages = orderGuides((await siteShoulderPages(context)) ?? []);
  const label = typeLabel(context);
  return pages.map((guide) => ({
    href: guide.href,
    title: guide.title,
    label: guide.navLabel ?? label(guide.type),
    description: guide.description,
  }));
}
