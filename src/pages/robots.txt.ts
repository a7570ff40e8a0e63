import type { APIRoute } from 'astro';
import { robotsResponse } from '../lib/seo/seoResponses';

export const prerender = false;

/** Per host: microsites may be crawled, unknown hosts may not (see docs/seo.md). */
export const GET: APIRoute = ({ request }) => robotsResponse(request);
