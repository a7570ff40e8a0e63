import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { standalonePatch } from './standalonePatch';

const ANCHOR = '  return (req, res) => {\n';

/**
 * The adapter's standalone server code with `rejectBadHost` called first in its request listener.
 * @example patchStandalone('function f() {\n  return (req, res) => {\n', '/g.ts').includes('if (rejectBadHost(req, res)) return;') === true
 */
export function patchStandalone(code: string, guardPath: string): string {
  if (!code.includes(ANCHOR))
    throw new Error(
      '[host-guard] @astrojs/node standalone.js changed shape: update src/integrations/hostGuard.ts',
    );
  const patched = code.replace(ANCHOR, `${ANCHOR}    if (rejectBadHost(req, res)) return;\n`);
  return `import { rejectBadHost } from ${JSON.stringify(guardPath)};\n${patched}`;
}

/**
 * Rejects a malformed Host header (userinfo, bad port, junk) with a plain 400 before the Node adapter
 * builds its Request: `user@host` would make `new Request()` throw there, a 500 that no middleware can
 * catch. The adapter exposes no hook in front of its request construction, so this build-time plugin
 * adds one line to the standalone server's request listener; the build fails if that code changes
 * shape (docs/security.md, docs/decisions.md). The same `parseHostHeader` validates again in the middleware.
 */
export function hostGuard(): AstroIntegration {
  const guard = fileURLToPath(new URL('../lib/security/hostGuardListener.ts', import.meta.url));
  return standalonePatch('storefront:host-guard', (code) => patchStandalone(code, guard));
}
