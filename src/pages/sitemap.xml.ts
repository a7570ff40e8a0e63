import type { APIRoute } from 'astro';
import { sitemapResponse } from '../lib/seo/seoResponses';

export const prerender = false;

/** The sitemap index of the request's microsite: pages, images and videos (see docs/seo.md). */
export const GET: APIRoute = ({ request }) => sitemapResponse('index', request);
