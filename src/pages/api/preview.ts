import type { APIRoute } from 'astro';
import { handlePreview } from '../../lib/preview/previewEndpoints';
import { getSites } from '../../lib/sites/siteRegistry';

export const prerender = false;

/** Prismic's preview link lands here (docs/preview.md). */
export const GET: APIRoute = ({ request, locals }) =>
  handlePreview(request, { sites: getSites, https: locals.edge.https });
