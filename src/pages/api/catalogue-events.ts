import type { APIRoute } from 'astro';
import { clientAddressOf } from '../../lib/forms/formGuard';
import {
  handleCatalogueEvents,
  refuseCatalogueEventMethod,
} from '../../lib/revalidate/handleCatalogueEvents';

export const prerender = false;

/** The catalogue's change events: invalidate by tgid, collection and city (docs/preview.md). */
export const POST: APIRoute = (context) => handleCatalogueEvents(context.request, clientAddressOf(context));
export const ALL: APIRoute = () => refuseCatalogueEventMethod();
