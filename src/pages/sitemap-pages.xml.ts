import type { APIRoute } from 'astro';
import { sitemapResponse } from '../lib/seo/seoResponses';

export const prerender = false;

/** The pages sitemap of the request's microsite (see docs/seo.md). */
export const GET: APIRoute = ({ request }) => sitemapResponse('pages', request);
