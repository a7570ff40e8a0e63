import type { IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import send from 'send';
import { chooseEncoding, type Encoding } from './pageCache/encoding';
import { staticFileMatcher } from './staticFiles';

/** Build assets with brotli and gzip copies beside them (src/integrations/precompressAssets.ts). */
export const PRECOMPRESSED_ASSET = /^\/_astro\/[^/]+\.(?:css|js|mjs|svg)$/;
const ASSET_TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
};

/**
 * The build's static files (dist/client) with `send`: only paths that name a build file
 * ({@link staticFileMatcher}); `/_astro/` assets immutable for a year, stylesheets and scripts sent as
 * their brotli or gzip copy when the browser accepts it (and the copy exists). Calls `fallback` when the
 * path is not a static file, so the caller renders it instead.
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
    const precompressed = PRECOMPRESSED_ASSET.test(normalized);
    const serve = (encoding: Encoding): void => {
      const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
      const stream = send(req, `${normalized}${suffix}`, {
        root: clientDir,
        dotfiles: normalized.startsWith('/.well-known/') ? 'allow' : 'deny',
        index: ['index.html'],
      });
      let found = false;
      stream.on('file', () => {
        found = true;
      });
      stream.on('error', (error: { statusCode?: number }) => {
        // No compressed copy (a build without them): the file itself.
        if (!found && suffix) return serve('identity');
        if (!found) return fallback();
        const status = error.statusCode ?? 500;
        if (!res.headersSent) res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(status >= 500 ? 'Internal server error' : '');
      });
      stream.on('headers', (response: ServerResponse) => {
        response.setHeader('x-content-type-options', 'nosniff');
        if (normalized.startsWith('/_astro/'))
          response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        if (precompressed) response.setHeader('vary', 'accept-encoding');
        if (suffix) {
          response.setHeader('content-encoding', encoding);
          response.setHeader('content-type', ASSET_TYPES[normalized.split('.').pop() ?? ''] ?? 'text/plain');
        }
      });
      stream.pipe(res);
    };
    serve(precompressed ? chooseEncoding(req.headers['accept-encoding']) : 'identity');
  };
}
