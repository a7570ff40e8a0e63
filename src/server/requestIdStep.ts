import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from '../lib/log/requestId';

/**
 * The first step of every request: its id (the `x-request-id` it came with when sane, else a new UUID)
 * set on this response, so every answer carries it whoever writes it (pages, cache hits, static files,
 * errors), and never kept with a cached page; then `work` runs as that request, so its log lines and
 * upstream calls carry the id (src/lib/log/requestId.ts).
 */
export function asRequest(req: IncomingMessage, res: ServerResponse, work: () => void): void {
  const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
  res.setHeader(REQUEST_ID_HEADER, id);
  withRequestId(id, work);
}
