import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseHostHeader } from './requestHost';

/**
 * Answers a request whose Host header is present but malformed with a plain 400 (the value is never
 * reflected) and returns true; returns false for a valid or absent Host. Runs in the Node server before
 * Astro (src/integrations/hostGuard.ts).
 * @example rejectBadHost({ headers: { host: 'a@b' } }, res) === true // res: 400 text/plain
 */
export function rejectBadHost(
  req: Pick<IncomingMessage, 'headers'>,
  res: Pick<ServerResponse, 'writeHead' | 'end'>,
): boolean {
  const host = req.headers.host;
  if (host === undefined || parseHostHeader(host)) return false;
  res.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end('Bad request: the Host header is not a valid host name.');
  return true;
}
