import type { Transport } from '../client/transport.ts';
import { logger } from '../../log/logger';

const log = logger('catalogue');

/** Request headers that describe this hop, not the request: never forwarded. */
const HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'accept-encoding',
  'te',
  'trailer',
  'proxy-authorization',
]);
/** Answer headers passed back to the browser (the body is re-encoded by this server, if at all). */
const KEPT = ['content-type', 'cache-control', 'vary', 'allow', 'etag', 'last-modified'];

/**
 * The storefront's `/api/…` when the catalogue is a remote process (`CATALOGUE_API_URL`): the request
 * goes on to it, so that islands in the browser and the pages read the same catalogue and no storefront
 * node opens a catalogue database of its own. When the remote does not answer in time, or answers 5xx, the
 * browser gets a 503 with the catalogue's error body and `Retry-After` (islands show their own error state).
 *
 * @example
 * await forwardToRemote(new Request('https://site/api/v1/currency/list/'), httpTransport(url), 8000);
 */
export async function forwardToRemote(request: Request, transport: Transport, timeoutMs: number) {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (!HOP.has(name)) headers[name] = value;
  });
  try {
    const answer = await transport(`${url.pathname}${url.search}`, headers, AbortSignal.timeout(timeoutMs));
    // A 5xx (the remote's own, or a proxy's in front of it) is an outage as a timeout is.
    if (answer.status >= 500) throw new Error(`the remote catalogue answered ${answer.status}`);
    const kept = new Headers();
    for (const name of KEPT) {
      const value = answer.headers.get(name);
      if (value !== null) kept.set(name, value);
    }
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers: kept });
  } catch (error) {
    log.error({ err: error }, `catalogue ${url.pathname} failed at the remote catalogue`);
    // The catalogue's own error shape (spec 000 §7), so that islands read one kind of error body.
    const body = {
      error: { code: 'UNAVAILABLE', message: 'The catalogue could not answer; try again shortly.' },
    };
    return new Response(JSON.stringify(body), {
      status: 503,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '5',
      },
    });
  }
}
