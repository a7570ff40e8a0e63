import type { IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import send from 'send';
import { staticFileMatcher } from './staticFiles';

/**
 * The build's static files (dist/client) with `send`: only paths that name a build file
 * ({@link staticFileMatcher}); `/_astro/` assets immutable for a year. Returns false when the path is
 * not a static file, so the caller renders it instead.
 */
export function createStaticHandler(clientDir: string, manifest: { base?: string; buildFormat?: string }) {
  const mayBeStatic = staticFileMatcher(clientDir, manifest);
  return (req: IncomingMessage, res: ServerResponse, fallback: () => void): void => {
    const url = req.url ?? '/';
    if (!mayBeStatic(url)) return fallback();
    const end = url.search(/[?#]/);
    let path = end >= 0 ? url.slice(0, end) : url;
    try {
      path = decodeURI(path);
    } catch {
      return fallback();
    }
    const normalized = posix.normalize(path);
    const stream = send(req, normalized, {
      root: clientDir,
      dotfiles: normalized.startsWith('/.well-known/') ? 'allow' : 'deny',
      index: ['index.html'],
    });
    let found = false;
    stream.on('file', () => {
      found = true;
    });
    stream.on('error', (error: { statusCode?: number }) => {
      if (!found) return fallback();
      const status = error.statusCode ?? 500;
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(status >= 500 ? 'Internal server error' : '');
    });
    stream.on('headers', (response: ServerResponse) => {
      response.setHeader('x-content-type-options', 'nosniff');
      if (normalized.startsWith('/_astro/'))
        response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    });
    stream.pipe(res);
  };
}
