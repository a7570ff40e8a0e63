import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { standalonePatch } from './standalonePatch';

const HANDLER_ANCHOR = '  const staticHandler = createStaticHandler(app, options, headersMap);\n';
const CHAIN_ANCHOR = '    staticHandler(req, res, () => appHandler(req, res));\n';

/**
 * The adapter's standalone server code with the page cache in front of its static files and renderer,
 * and past it only paths that may name a static file asking the static handler (src/server/staticFiles.ts).
 * @example patchStandaloneForCache(code, '/c.ts', '/s.ts').includes('pageCache.handle(req, res, () =>') === true
 */
export function patchStandaloneForCache(code: string, cachePath: string, staticFilesPath: string): string {
  if (!code.includes(HANDLER_ANCHOR) || !code.includes(CHAIN_ANCHOR))
    throw new Error(
      '[page-cache] @astrojs/node standalone.js changed shape: update src/integrations/pageCache.ts',
    );
  const patched = code
    .replace(
      HANDLER_ANCHOR,
      `${HANDLER_ANCHOR}  const pageCache = installPageCache(app);\n` +
        '  const mayBeStatic = staticFileMatcher(resolveClientDir(options), app.manifest);\n',
    )
    .replace(
      CHAIN_ANCHOR,
      '    pageCache.handle(req, res, () =>\n' +
        '      mayBeStatic(req.url) ? staticHandler(req, res, () => appHandler(req, res)) : appHandler(req, res),\n' +
        '    );\n',
    );
  return (
    `import { installPageCache } from ${JSON.stringify(cachePath)};\n` +
    `import { staticFileMatcher } from ${JSON.stringify(staticFilesPath)};\n` +
    `import { resolveClientDir } from "./shared.js";\n${patched}`
  );
}

/**
 * Puts the page cache (src/server/pageCache, docs/page-cache.md) in the Node server that `npm start`,
 * `npm run serve` and the tests run, ahead of Astro's whole pipeline: the adapter has no hook there, so
 * this build-time plugin edits two lines of its standalone handler and fails the build if they change.
 */
export function pageCache(): AstroIntegration {
  const entry = fileURLToPath(new URL('../server/pageCache/installPageCache.ts', import.meta.url));
  const staticFiles = fileURLToPath(new URL('../server/staticFiles.ts', import.meta.url));
  return standalonePatch('storefront:page-cache', (code) =>
    patchStandaloneForCache(code, entry, staticFiles),
  );
}
