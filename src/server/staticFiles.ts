import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

const FILE_NAME = /\/[^/]*\.[^/]+$/;

/**
 * Whether a request path may name one of the adapter's static files (dist/client: `/_astro/…`, the
 * favicon). A path ending in a file name (`name.ext`) always may: the static handler looks it up, as
 * before. A path without one (every page: `/`, `/west-end-shows/`) only when the build's client folder,
 * listed once at start, has it as a folder with an `index.html` (or, when the build writes pages as files,
 * as `path.html`); otherwise it goes straight to the renderer instead of first costing the static handler
 * an `lstat` and a `send` that fails. Unreadable folder or a base path: everything may be static.
 * @example staticFileMatcher('dist/client', { base: '/' })('/west-end-shows/') === false
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
    if (FILE_NAME.test(path) || files.has(path)) return true;
    const folder = path.endsWith('/') ? path : `${path}/`;
    if (files.has(`${folder}index.html`)) return true;
    return asFiles && files.has(`${path.replace(/\/$/, '')}.html`);
  };
}
