import type { APIRoute } from 'astro';
import { handleCatalogueRequest } from '../../lib/catalogue/api/router.ts';

export const prerender = false;

/** Every catalogue endpoint of spec 000 §7 lives under /api; the framework-free router answers. */
export const GET: APIRoute = ({ request }) => handleCatalogueRequest(request);
/** Every other method reaches the router too, which answers 405 with `Allow` (not Astro's 404). */
export const ALL: APIRoute = ({ request }) => handleCatalogueRequest(request);
