import type { APIRoute } from 'astro';
import { forwardToRemote } from '../../lib/catalogue/api/forwardToRemote.ts';
import { handleCatalogueRequest } from '@storefront/catalogue';
import { httpTransport, type Transport } from '../../lib/catalogue/client/transport.ts';
import { catalogueClientConfig } from '../../lib/catalogue/config.ts';

export const prerender = false;

let remote: { transport: Transport; timeoutMs: number } | null | undefined;
/** The remote catalogue (`CATALOGUE_API_URL`), read once; null = the catalogue in this process. */
function remoteCatalogue() {
  if (remote !== undefined) return remote;
  const config = catalogueClientConfig();
  remote = config.apiUrl
    ? {
        transport: httpTransport(config.apiUrl, config.cdnUrl),
        timeoutMs: config.timeoutMs,
      }
    : null;
  return remote;
}

/**
 * Every catalogue endpoint of spec 000 §7 lives under /api: the framework-free router answers, or, with
 * CATALOGUE_API_URL, the catalogue process it names (docs/deployment.md).
 */
export const GET: APIRoute = ({ request }) => {
  const to = remoteCatalogue();
  return to ? forwardToRemote(request, to.transport, to.timeoutMs) : handleCatalogueRequest(request);
};
export const HEAD: APIRoute = GET;
/** Every other method reaches the router too, which answers 405 with `Allow` (not Astro's 404). */
export const ALL: APIRoute = ({ request }) => handleCatalogueRequest(request);
