import type { APIRoute } from 'astro';
import { catalogue } from '../../../lib/catalogue/client';
import { handleMenuRequest } from '../../../features/cruises/views/menus/menuEndpoint';

export const prerender = false;

/** The menus of lunch and dinner cruises as PDFs made by the project (`src/features/cruises/views/menus/menuPdf.ts`). */
export const GET: APIRoute = ({ request }) => handleMenuRequest(request, catalogue());
export const HEAD: APIRoute = ({ request }) => handleMenuRequest(request, catalogue());
