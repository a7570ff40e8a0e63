import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * Whether a request path may name one of the adapter's static files (dist/client: `/_astro/…`, the
 * favicon), from a list made once at start: the build's client folder never changes while the server
 * runs. Every other request (every page) goes straight to the renderer, instead of first costing the
 * static handler an `lstat` and a `send` that fails. A folder path counts when it has an `index.html`,
 * and a path with a `.html` file beside it when the build writes pages as files. Unreadable folder or a
 * base path: everything may be static (the adapter decides, as before).
 * @example staticFileMatcher('dist/client', { base: '/' })('/_astro/client.js') === true
 */
export function staticFileMatcher(
  clientDir: string,
  manifest: { base?: string; buildFormat?: string },
): (url: string | undefined) => boolean {
  if ((manifest.base ?? '/') !== '/') return () => true;
  const files = new Set<string>();
  try {
    for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const relative = join(entry.parentPath, entry.name).slice(clientDir.length).split('\\').join('/');
      files.add(relative.startsWith('/') ? relative : `/${relative}`);
    }
  } catch {
    return () => true;
  }
  const asFiles = manifest.buildFormat === 'file' || manifest.buildFormat === 'preserve';
  return (url) => {
    if (url === undefined) return true;
    let path = url;
    const end = path.search(/[?#]/);
    if (end >= 0) path = path.slice(0, end);
    try {
      path = decodeURI(path);
    } catch {
      // the adapter answers a malformed path itself
      return true;
    }
    path = posix.normalize(path);
    if (files.has(path)) return true;
    const folder = path.endsWith('/') ? path : `${path}/`;
    if (files.has(`${folder}index.html`)) return true;
    return asFiles && files.has(`${path.replace(/\/$/, '')}.html`);
  };
}
