import { hash } from 'node:crypto';
import { documentPage, type DocumentLink, type LinkResolver } from '../rules/routing/documentLink';
import { siteOrigin } from '../sites/siteOrigin';
import type { Site } from '../sites/site';
import { logger } from '../log/logger';

const log = logger('links');

export type { LinkResolver };

export interface LinkScope {
  /** The site the page is on: its documents link to a path on this host. */
  site: Pick<Site, 'domain'>;
  /**
   * The microsites a link may leave to (the registry, src/lib/sites): their documents link to an
   * absolute URL on their origin. Empty: only the site's own documents have a page (a preview).
   */
  otherSites: readonly Pick<Site, 'domain' | 'alias'>[];
  /** The visitor's scheme://host[:port] and the demo hosts' suffix, as `siteOrigin` builds other sites' URLs. */
  origin: string;
  localSuffix: string;
  /** Told once per document id that no page is found (a broken link, an unknown site); default: a log line. */
  onUnresolved?: (link: DocumentLink) => void;
}

/** Ids already logged: each unresolved document is reported once per process (bounded). */
const reported = new Set<string>();
const MAX_REPORTED = 1000;

function reportOnce(link: DocumentLink): void {
  const id = link.id ?? link.uid ?? '';
  if (reported.has(id)) return;
  if (reported.size >= MAX_REPORTED) reported.clear();
  reported.add(id);
  log.warn(
    { document: id || null, uid: link.uid ?? null, broken: Boolean(link.isBroken) },
    `no page for document ${id || '(no id)'} (uid ${link.uid ?? 'none'}, ${link.isBroken ? 'broken' : 'unknown site'}): rendered as text`,
  );
}

/**
 * What a registry list contributes to a resolver's key: its sites' domains and aliases (what the links
 * it resolves depend on), digested once per list. By content, not by identity: the registry is loaded
 * again every few seconds (src/lib/sites/siteRegistry.ts), and a key that changed with each new list
 * made every page turn its rich text into HTML again (issue 25: 6 hits in 2,000 asks).
 */
const registryKeys = new WeakMap<object, string>();
function registryKey(sites: readonly Pick<Site, 'domain' | 'alias'>[]): string {
  let key = registryKeys.get(sites);
  if (key === undefined) {
    key = hash('sha256', sites.map((site) => `${site.domain} ${site.alias}`).join('\n'), 'base64url');
    registryKeys.set(sites, key);
  }
  return key;
}

/**
 * The link resolver of one page's site (issue 24): a document of this site → its path with the
 * language prefix (`/fr/louvre-museum/`), a document of another microsite → an absolute URL on that
 * site's origin (`siteOrigin`: `<alias>.<suffix>` locally, `https://<domain>` in production), a broken
 * document or one of no known site → null (rendered as plain text; reported once). One resolver is
 * made per request (the page context) and used by rich text and Link fields alike.
 * @example siteLinkResolver({ site: paris, otherSites: [vatican], origin: 'http://paris.localhost:4321', localSuffix: 'localhost' })({ id: 'x', uid: 'vatican-museums-tickets.com.sistine-chapel', type: 'microsite', lang: 'en-us' }) === 'http://vatican.localhost:4321/sistine-chapel/'
 */
export function siteLinkResolver(scope: LinkScope): LinkResolver {
  const domains = [scope.site.domain, ...scope.otherSites.map((site) => site.domain)];
  const onUnresolved = scope.onUnresolved ?? reportOnce;
  const resolve = (link: DocumentLink): string | null => {
    const page = documentPage(link, domains);
    const other =
      page && page.domain !== scope.site.domain
        ? scope.otherSites.find((site) => site.domain === page.domain)
        : undefined;
    if (page && !other) return page.path;
    if (page && other) return `${siteOrigin(other, scope)}${page.path}`;
    onUnresolved(link);
    return null;
  };
  const key = `${scope.origin}|${scope.site.domain}|${scope.otherSites.length ? registryKey(scope.otherSites) : '-'}`;
  return Object.assign(resolve, { key });
}

/**
 * The preview's resolver (docs/preview.md): the site resolver without other sites, silent, so a
 * preview never leaves the site it was opened on (another site's document has no page: null).
 * @example previewLinkResolver('paris-city-tickets.com')({ uid: 'paris-city-tickets.com.louvre-museum', lang: 'fr-fr' }) === '/fr/louvre-museum/'
 */
export function previewLinkResolver(domain: string): LinkResolver {
  return siteLinkResolver({
    site: { domain },
    otherSites: [],
    origin: 'http://localhost',
    localSuffix: 'localhost',
    onUnresolved: () => undefined,
  });
}
