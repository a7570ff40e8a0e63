import type { APIRoute } from 'astro';
import { handleExitPreview } from '../../lib/preview/previewEndpoints';

export const prerender = false;

/** The preview bar's exit link and the Prismic toolbar's end of session (docs/preview.md). */
export const GET: APIRoute = ({ request, locals }) => handleExitPreview(request, locals.edge.https);
