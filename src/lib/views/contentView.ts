import { loadPageBase, type PageBase, type PageDocument } from './pageBase';
import type { PageContext } from '../request/pageContext';
import { landingGuides, type LandingGuideLink } from '../../features/shoulder/views/shoulderPage';

/** A page of slices (landing pages and every page no other kind claims). */
export interface ContentPageView {
  kind: 'content';
  base: PageBase;
  /** A landing page's "Plan your visit" block: the site's shoulder pages. */
  guides?: LandingGuideLink[];
}

/** A page of slices with, on a landing page, the site's shoulder pages. */
export async function loadContentView(page: PageDocument, context: PageContext): Promise<ContentPageView> {
  const [base, guides] = await Promise.all([loadPageBase(page, context), landingGuides(page, context)]);
  return { kind: 'content', base, ...(guides.length > 0 && { guides }) };
}
