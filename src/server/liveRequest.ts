import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestFromNodeRequest, getAbortControllerCleanup } from 'astro/app/node';

/**
 * The web Request of a live render (a page never kept: a promo code, a preview, a post). Astro's
 * request listens for its socket's `close` to abort the render; that listener is let go of once the
 * answer is finished, as Astro's own `writeResponse` does. The page cache writes live answers itself,
 * so without this every live request on a kept-alive connection left a listener (holding its request)
 * on the socket until the connection closed (Node warned at the eleventh).
 */
export function liveRequest(req: IncomingMessage, res: ServerResponse, bodySizeLimit: number): Request {
  const request = createRequestFromNodeRequest(req, { bodySizeLimit });
  const cleanup = getAbortControllerCleanup(req);
  if (cleanup) res.once('finish', cleanup);
  return request;
}
