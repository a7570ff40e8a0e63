import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type ChildNode, type Container } from 'postcss';
import type { AstroIntegration } from 'astro';
import {
  ISLAND_ROOTS,
  islandScope,
  PAGE_STYLES_FILE,
  type PageStylesIndex,
  type StyleEntry,
} from '../lib/styles/pageStyles';

/** Groups whose rules apply under a condition: kept around the rules a page keeps. */
const GROUPS = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document']);

const SCOPE = /\[data-astro-cid-([a-z0-9]+)\]/g;
const ISLAND_ROOT = new RegExp(`^\\.(${ISLAND_ROOTS.join('|')})(?![\\w-])`);

/**
 * The component scopes a rule is for, or null when it may match on any page: a selector list goes to
 * its components only when every selector in it names one (the minifier merges equal rules of several
 * components into one list); one selector without a scope makes it a rule for every page.
 * @example ruleScopes(['.a[data-astro-cid-x]', '.b[data-astro-cid-y]']) → ['x', 'y']
 * @example ruleScopes(['.a[data-astro-cid-x]', 'body']) === null
 * @example ruleScopes(['.availability-calendar .day']) → ['island:availability-calendar']
 */
export function ruleScopes(selectors: readonly string[]): string[] | null {
  const scopes = new Set<string>();
  for (const selector of selectors) {
    const found = [...selector.matchAll(SCOPE)].map((match) => match[1] ?? '');
    // An island's rule: the selector starts with the island's root class (ISLAND_ROOTS).
    const root = found.length === 0 ? ISLAND_ROOT.exec(selector.trim())?.[1] : undefined;
    if (root) found.push(islandScope(root));
    if (found.length === 0) return null;
    for (const scope of found) scopes.add(scope);
  }
  return scopes.size > 0 ? [...scopes] : null;
}

function entriesOf(container: Container<ChildNode>): StyleEntry[] {
  const entries: StyleEntry[] = [];
  container.each((node) => {
    if (node.type === 'comment') return;
    if (node.type === 'rule') {
      entries.push({ css: node.toString(), scopes: ruleScopes(node.selectors) });
    } else if (node.type === 'atrule' && GROUPS.has(node.name.toLowerCase()) && node.nodes) {
      const params = node.params ? ` ${node.params}` : '';
      entries.push({ open: `@${node.name}${params}{`, entries: entriesOf(node) });
    } else {
      // @keyframes, @font-face, @property, @import, declarations at the top: for every page.
      entries.push({ css: node.toString(), scopes: null });
    }
  });
  return entries;
}

/**
 * A built stylesheet cut into its rules, each with the component scopes it styles, in source order.
 * @example indexStylesheet('a{color:red}.x[data-astro-cid-q]{top:0}') → [{ css: 'a{color:red}', scopes: null }, { css: '.x[data-astro-cid-q]{top:0}', scopes: ['q'] }]
 */
export function indexStylesheet(css: string): StyleEntry[] {
  return entriesOf(postcss.parse(css));
}

/**
 * Writes the index of the build's stylesheets (`/_astro/*.css`) beside the server build, for the
 * server's per-page stylesheet (src/lib/styles/pageStyles.ts). The stylesheet files stay: a page served
 * without the index (or its cached copy from before) still links them.
 */
export function pageStyles(): AstroIntegration {
  let clientDir = '';
  let serverDir = '';
  return {
    name: 'storefront:page-styles',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
        serverDir = fileURLToPath(config.build.server);
      },
      'astro:build:done': ({ logger }) => {
        const folder = join(clientDir, '_astro');
        const index: PageStylesIndex = { sheets: {} };
        for (const name of readdirSync(folder)) {
          if (!name.endsWith('.css')) continue;
          index.sheets[`/_astro/${name}`] = indexStylesheet(readFileSync(join(folder, name), 'utf8'));
        }
        writeFileSync(join(serverDir, PAGE_STYLES_FILE), JSON.stringify(index));
        logger.info(`${Object.keys(index.sheets).length} stylesheet(s) indexed for per-page styles`);
      },
    },
  };
}
