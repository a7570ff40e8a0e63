import type { APIRoute } from 'astro';
import {
  handleCatalogueEvents,
  refuseCatalogueEventMethod,
} from '../../lib/revalidate/handleCatalogueEvents';

export const prerender = false;

/** The catalogue's change events: invalidate by tgid, collection and city (docs/preview.md). */
export const POST: APIRoute = ({ request }) => handleCatalogueEvents(request);
export const ALL: APIRoute = () => refuseCatalogueEventMethod();
