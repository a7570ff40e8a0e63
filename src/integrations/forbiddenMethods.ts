import type { AstroIntegration } from 'astro';
import { FORBIDDEN_FETCH_METHODS } from '../lib/routing/methodPolicy.ts';

const ANCHOR = 'staticHandler(req, res, () => appHandler(req, res));';

/**
 * Answers TRACE, TRACK (and CONNECT) with 405 in the Node adapter's request listener. Node's parser
 * accepts these methods, but the WHATWG `Request` the adapter builds throws for them, which the adapter
 * answered with a bare 500 before any Astro code (middleware included) could run. The adapter has no
 * hook before that point, so the build inserts one check into its standalone listener; the build fails
 * loudly if an adapter upgrade moves the anchor, rather than silently losing the guard.
 */
export function forbiddenMethods(): AstroIntegration {
  const methods = JSON.stringify(FORBIDDEN_FETCH_METHODS);
  return {
    name: 'storefront:forbidden-methods',
    hooks: {
      'astro:config:setup': ({ updateConfig, command }) => {
        if (command !== 'build') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'storefront:forbidden-methods',
                transform(code, id) {
                  if (!/@astrojs[\\/]node[\\/]dist[\\/]standalone\.js$/.test(id)) return null;
                  if (!code.includes(ANCHOR))
                    throw new Error('forbiddenMethods: the Node adapter changed; update the anchor');
                  const guard =
                    `if (${methods}.includes(req.method)) { res.writeHead(405, { allow: 'GET, HEAD, POST', ` +
                    `'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }); ` +
                    `res.end('Method not allowed'); return; }\n    `;
                  return { code: code.replace(ANCHOR, guard + ANCHOR), map: null };
                },
              },
            ],
          },
        });
      },
    },
  };
}
