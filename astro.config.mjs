// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { interactionDirective } from './src/integrations/interactionDirective.ts';
import { islandStylesInHead } from './src/integrations/islandStyles.ts';
import { precompressAssets } from './src/integrations/precompressAssets.ts';
import { pageStyles } from './src/integrations/pageStyles.ts';
import { CSP_DIRECTIVES } from './src/lib/security/securityHeaders.ts';
import { nodeServer } from './src/integrations/nodeServer.ts';
import { reactIslands } from './src/integrations/reactIslands.ts';

// Every page is rendered on request: the host picks the microsite, the path the language and uid.
// The environment is read and validated by zod modules in src/lib (config.ts, catalogue/config.ts),
// which framework-free code and scripts share; see docs/decisions.md.
export default defineConfig({
  output: 'server',
  // Our own Node server (src/server/): host and method guards, the request context, the page cache
  // (docs/page-cache.md), static files, then Astro; the Node adapter in middleware mode builds it.
  adapter: nodeServer(),
  integrations: [
    react({ experimentalDisableStreaming: true }),
    // The islands' server renderer: React's, keeping the markup of pure islands (issue 25).
    reactIslands(),
    interactionDirective(),
    islandStylesInHead(),
    precompressAssets(),
    pageStyles(),
  ],
  // Astro's /_image endpoint is not used by the storefront (its media endpoint draws every picture),
  // but it is routable: wrapped so unsupported sources (SVG, video, junk) answer 4xx, never 500.
  image: { endpoint: { route: '/_image', entrypoint: './src/lib/media/imageEndpoint.ts' } },
  trailingSlash: 'ignore', // the middleware normalises to a trailing slash with a 301 that keeps the query
  server: { port: 4321, host: true },
  devToolbar: { enabled: false },
  // --- edge (docs/security.md): a hash-based Content-Security-Policy header on every rendered page ---
  security: {
    // Off: it compares Origin with the URL the server sees (http inside a TLS proxy, so every browser
    // form was 403); the edge middleware checks every unsafe request against the visitor's resolved
    // origin instead (src/lib/security/originCheck.ts, docs/decisions.md).
    checkOrigin: false,
    csp: {
      directives: [...CSP_DIRECTIVES],
      // Scripts: 'self' and the hashes Astro computes; no 'unsafe-inline'. Styles: elements hashed the
      // same way; style="" attributes (custom properties set by components) allowed by style-src-attr.
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  // --- end edge ---
});
