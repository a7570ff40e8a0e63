import { currentRequestId, REQUEST_ID_HEADER } from '../../log/requestId';

/** How the client reaches the catalogue: a function from a path (with query) and headers to a Response. */
export type Transport = (
  pathWithQuery: string,
  headers: Record<string, string>,
  signal: AbortSignal,
) => Promise<Response>;

/** Tour paths may be served from a separate CDN host, with `newCDN=true` (spec 000 §7). */
export const isTourPath = (path: string) => path.startsWith('/api/tours/');

/** Calls the router in this process: no network hop. */
export function inProcessTransport(handle: (request: Request) => Promise<Response>): Transport {
  return (pathWithQuery, headers, signal) => {
    signal.throwIfAborted();
    const answer = handle(new Request(`http://catalogue.internal${pathWithQuery}`, { headers }));
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal.reason as Error);
      signal.addEventListener('abort', abort, { once: true });
      // The listener goes once the answer is in: a call's signal is a timeout that lives on for
      // seconds, and its listener would keep the answer (body and all) alive with it (issue 25: ~14 MB
      // of answers held, all promoted to the old generation).
      answer.then(
        (response) => {
          signal.removeEventListener('abort', abort);
          resolve(response);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', abort);
          reject(error as Error);
        },
      );
    });
  };
}

/**
 * Calls a remote catalogue host over HTTP; tour paths go to `cdnUrl` when given. The request being
 * answered names itself with `x-request-id` (src/lib/log/requestId.ts), so both sides' logs meet.
 */
export function httpTransport(baseUrl: string, cdnUrl?: string): Transport {
  return (pathWithQuery, headers, signal) => {
    const cdn = cdnUrl !== undefined && isTourPath(pathWithQuery);
    const url = new URL(pathWithQuery, cdn ? cdnUrl : baseUrl);
    if (cdn) url.searchParams.set('newCDN', 'true');
    const id = currentRequestId();
    return fetch(url, {
      headers: id === undefined ? headers : { ...headers, [REQUEST_ID_HEADER]: id },
      signal,
    });
  };
}
