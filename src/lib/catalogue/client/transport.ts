import type { CatalogueAnswer, CatalogueCall } from '@storefront/catalogue';
import { currentRequestId, REQUEST_ID_HEADER } from '../../log/requestId';

/** What the client reads of an answer: a web Response has it, and so has an in-process reply. */
export type CatalogueReply = Pick<Response, 'ok' | 'status' | 'text' | 'json'>;

/** How the client reaches the catalogue: a function from a path (with query) and headers to a reply. */
export type ClientTransport = (
  pathWithQuery: string,
  headers: Record<string, string>,
  signal: AbortSignal,
) => Promise<CatalogueReply>;

/** A transport over HTTP: a whole web Response (the storefront's `/api/…` forwards its bytes and headers). */
export type Transport = (
  pathWithQuery: string,
  headers: Record<string, string>,
  signal: AbortSignal,
) => Promise<Response>;

/** Tour paths may be served from a separate CDN host, with `newCDN=true` (spec 000 §7). */
export const isTourPath = (path: string) => path.startsWith('/api/tours/');

/** The URL an in-process call names (the router reads its path and query; the host is never asked). */
const IN_PROCESS_ORIGIN = 'http://catalogue.internal';

/** A plain call for the router: headers as the client wrote them, read case-insensitively. */
function callOf(pathWithQuery: string, headers: Record<string, string>): CatalogueCall {
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  return {
    method: 'GET',
    url: `${IN_PROCESS_ORIGIN}${pathWithQuery}`,
    headers: { get: (name) => lower[name.toLowerCase()] ?? null },
  };
}

/** The router's answer as the client reads it: its text as it is, parsed when asked. */
function replyOf(answer: CatalogueAnswer): CatalogueReply {
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    text: () => Promise.resolve(answer.body),
    // Async, so that malformed text rejects (as Response.json does) rather than throwing.
    json: async () => JSON.parse(answer.body) as unknown,
  };
}

/**
 * Calls the router in this process: no network hop, and no web Request or Response either. The
 * router's answer is JSON text, which the client parses as it would a remote answer's; wrapping that
 * text in a Response and reading it back cost ~3 % of a render's thread (issue 25).
 */
export function inProcessTransport(
  answer: (call: CatalogueCall) => Promise<CatalogueAnswer>,
): ClientTransport {
  return (pathWithQuery, headers, signal) => {
    signal.throwIfAborted();
    const answered = answer(callOf(pathWithQuery, headers));
    return new Promise<CatalogueReply>((resolve, reject) => {
      const abort = () => reject(signal.reason as Error);
      signal.addEventListener('abort', abort, { once: true });
      // The listener goes once the answer is in: a call's signal is a timeout that lives on for
      // seconds, and its listener would keep the answer (body and all) alive with it (issue 25: ~14 MB
      // of answers held, all promoted to the old generation).
      answered.then(
        (reply) => {
          signal.removeEventListener('abort', abort);
          resolve(replyOf(reply));
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
