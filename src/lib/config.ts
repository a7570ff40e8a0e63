import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defaultRenderConcurrency } from './config/renderConcurrency.ts';
import { ConfigError, configErrorMessage } from './config/configError.ts';
import { ENV_SCHEMA, type CacheLayer, type LogLevel, type ParsedEnv } from './config/schema.ts';

export {
  CACHE_LAYERS,
  MIN_WEBHOOK_SECRET_BYTES,
  PREVIEW_SECRET_MIN_BYTES,
  type CacheLayer,
  type LogLevel,
} from './config/schema.ts';
export { ConfigError } from './config/configError.ts';

export interface AppConfig {
  prismicRepository: string | undefined;
  prismicAccessToken: string | undefined;
  /** Folder of the local repository's JSON documents. */
  contentDir: string;
  /**
   * Folder of the local private repository (promo codes, src/features/promo/README.md): read in-process only,
   * never served over HTTP; unused with a Prismic repository.
   */
  contentPrivateDir: string;
  /** `<alias>.<suffix>` hosts serve microsites locally. */
  localSiteSuffix: string;
  /**
   * Whether the demo hosts answer: `<alias>.<localSiteSuffix>` and the index on bare loopback hosts
   * (DEMO_HOSTS, on unless `off`/`0`/`false`/`no`); off where real domains are configured (issue 20 §5).
   */
  demoHosts: boolean;
  /**
   * Whether the demo's booking hand-off receiver answers on `book.<alias>.<localSiteSuffix>`
   * (HANDOFF_RECEIVER, on unless `off`/`0`/`false`/`no`; never without the demo hosts): src/server/handoffReceiver.ts.
   */
  handoffReceiver: boolean;
  /** Hosts outside the microsites that redirect documents may point to. */
  redirectAllowedHosts: string[];
  /** Behind a proxy that sets X-Forwarded-Host/-Proto: trust them (otherwise they are ignored). */
  trustedProxy: boolean;
  /**
   * How many proxies append to X-Forwarded-For (TRUSTED_PROXY_HOPS, default 1): the client's address is
   * that many entries from the right (src/lib/forms/clientAddress.ts). 0 when TRUSTED_PROXY is off.
   */
  trustedProxyHops: number;
  /** The secret Prismic's webhook sends; unset, POST /api/revalidate is disabled (503). */
  prismicWebhookSecret: string | undefined;
  /** The secret the catalogue's change events send; unset, POST /api/catalogue-events is disabled (503). */
  catalogueWebhookSecret: string | undefined;
  /**
   * Whether the local repository watches its folder and publishes file changes by itself (default on);
   * off (`CONTENT_WATCH=0`), a change is read only when the webhook (POST /api/revalidate) says so.
   */
  contentWatch: boolean;
  /** Timeout of every content request, in milliseconds (CONTENT_TIMEOUT_MS, default 10000). */
  contentTimeoutMs: number;
  /**
   * The key of signed preview links and cookies (PREVIEW_SECRET, at least 32 bytes); unset, each process
   * makes a random one at start (src/lib/preview/previewToken.ts, docs/preview.md).
   */
  previewSecret: string | undefined;
  /**
   * The server's socket and its stop (PORT, HOST, SHUTDOWN_DRAIN_MS), its worker processes
   * (WEB_CONCURRENCY) and the pages it renders before it reports ready (WARM_UP_PAGES, src/server/warmUp.ts).
   */
  server: {
    port: number;
    host: string;
    shutdownDrainMs: number;
    webConcurrency: number;
    warmUpPages: number;
  };
  /** The quietest level the logs keep (LOG_LEVEL, default info; src/lib/log/logger.ts). */
  logLevel: LogLevel;
  /** How the storefront reaches the catalogue (src/lib/catalogue/config.ts). */
  catalogue: {
    apiUrl: string | undefined;
    cdnUrl: string | undefined;
    timeoutMs: number;
    /** Whether a request may inject catalogue faults with `x-catalogue-fault` (tests only). */
    faultInjection: boolean;
  };
  /** Whether a request may set the server's clock with `x-storefront-clock` (CLOCK_INJECTION, tests only). */
  clockInjection: boolean;
  /** The embedded catalogue's and the store's databases (the catalogue package reads its own, too). */
  databases: {
    databaseUrl: string | undefined;
    catalogueDataDir: string;
    catalogueScale: ParsedEnv['CATALOGUE_SCALE'];
    storeDataDir: string;
  };
  /** Redis of the caches, of the limits, and which tiers share through it. */
  redis: {
    url: string | undefined;
    /** REDIS_LIMITS_URL, else REDIS_URL. */
    limitsUrl: string | undefined;
    /** The Redis URL of the shared page tier, undefined when off (PAGE_CACHE_SHARED=off or no REDIS_URL). */
    pageCacheUrl: string | undefined;
    /** The Redis URL of the shared catalogue answers, undefined when off. */
    catalogueCacheUrl: string | undefined;
  };
  /** Form posts allowed per client, host and route in a window (docs/forms.md). */
  formRateLimit: { capacity: number; windowSeconds: number };
  /** The page cache (docs/page-cache.md). */
  pageCache: {
    enabled: boolean;
    maxEntries: number;
    maxBytes: number;
    /** How many renders for the cache run at once; the others wait in order. */
    renderConcurrency: number;
    /** At most this many invalidated pages (the most asked) are rendered again in the background. */
    refreshAfterInvalidation: number;
  };
  /** Memory layers below the page cache switched off (CACHE_LAYERS_OFF, measurements only). */
  cacheLayersOff: readonly CacheLayer[];
  /**
   * The https origins pages may load images from besides their own host (CSP img-src, applied at start:
   * src/lib/security/contentHosts.ts): CSP_IMAGE_HOSTS, else Prismic's image host with a Prismic
   * repository and the catalogue's image host (CATALOGUE_IMAGE_HOST); none with the embedded defaults.
   */
  imageHosts: string[];
  /** The same for video and audio (CSP media-src): CSP_MEDIA_HOSTS, else the repository's file CDN and the catalogue's. */
  mediaHosts: string[];
}

/**
 * Reads the configuration from an environment, typed; empty values count as unset and take their
 * default. A bad value (not a number, out of range, an unknown word, a malformed URL or list, a short
 * secret) throws a {@link ConfigError} naming each variable, its value (secrets masked) and what it
 * must be: nothing falls back silently (docs/decisions.md "Configuration validated once at start").
 * Tests call it with their own environment; the server reads {@link appConfig}.
 * @example readConfig({}).contentDir.endsWith('src/content') === true
 * @example readConfig({ CONTENT_TIMEOUT_MS: 'soon' }) throws 'CONTENT_TIMEOUT_MS="soon": expected a whole number of milliseconds from 100 to 120000'
 */
export function readConfig(env: Record<string, string | undefined>): AppConfig {
  const result = ENV_SCHEMA.safeParse(env);
  if (!result.success) throw new ConfigError(configErrorMessage(result.error.issues, env));
  const parsed = result.data;
  const trusted = parsed.TRUSTED_PROXY;
  const shared = (on: boolean) => (on ? parsed.REDIS_URL : undefined);
  const pageCacheOn = parsed.PAGE_CACHE && parsed.PAGE_CACHE_MAX_ENTRIES > 0 && parsed.PAGE_CACHE_MAX_MB > 0;
  return {
    prismicRepository: parsed.PRISMIC_REPOSITORY,
    prismicAccessToken: parsed.PRISMIC_ACCESS_TOKEN,
    contentDir: resolve(parsed.CONTENT_DIR),
    contentPrivateDir: resolve(parsed.CONTENT_PRIVATE_DIR),
    localSiteSuffix: parsed.LOCAL_SITE_SUFFIX.toLowerCase(),
    demoHosts: parsed.DEMO_HOSTS,
    handoffReceiver: parsed.HANDOFF_RECEIVER,
    redirectAllowedHosts: parsed.REDIRECT_ALLOWED_HOSTS,
    trustedProxy: trusted,
    trustedProxyHops: trusted ? parsed.TRUSTED_PROXY_HOPS : 0,
    prismicWebhookSecret: parsed.PRISMIC_WEBHOOK_SECRET,
    catalogueWebhookSecret: parsed.CATALOGUE_WEBHOOK_SECRET,
    contentWatch: parsed.CONTENT_WATCH,
    contentTimeoutMs: parsed.CONTENT_TIMEOUT_MS,
    previewSecret: parsed.PREVIEW_SECRET,
    server: {
      port: parsed.PORT,
      host: parsed.HOST,
      shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS,
      webConcurrency: parsed.WEB_CONCURRENCY,
      warmUpPages: parsed.WARM_UP_PAGES,
    },
    logLevel: parsed.LOG_LEVEL,
    catalogue: {
      apiUrl: parsed.CATALOGUE_API_URL,
      cdnUrl: parsed.CATALOGUE_CDN_URL,
      timeoutMs: parsed.CATALOGUE_TIMEOUT_MS,
      faultInjection: parsed.CATALOGUE_FAULT_INJECTION === '1',
    },
    clockInjection: parsed.CLOCK_INJECTION === '1',
    databases: {
      databaseUrl: parsed.DATABASE_URL,
      catalogueDataDir: parsed.CATALOGUE_DATA_DIR,
      catalogueScale: parsed.CATALOGUE_SCALE,
      storeDataDir: parsed.STORE_DATA_DIR,
    },
    redis: {
      url: parsed.REDIS_URL,
      limitsUrl: parsed.REDIS_LIMITS_URL ?? parsed.REDIS_URL,
      pageCacheUrl: pageCacheOn ? shared(parsed.PAGE_CACHE_SHARED) : undefined,
      catalogueCacheUrl: shared(parsed.CATALOGUE_CACHE_SHARED),
    },
    formRateLimit: { capacity: parsed.FORM_RATE_LIMIT, windowSeconds: parsed.FORM_RATE_WINDOW_SECONDS },
    pageCache: {
      enabled: pageCacheOn,
      maxEntries: parsed.PAGE_CACHE_MAX_ENTRIES,
      maxBytes: parsed.PAGE_CACHE_MAX_MB * 1024 * 1024,
      renderConcurrency:
        parsed.RENDER_CONCURRENCY ??
        defaultRenderConcurrency(availableParallelism(), {
          remoteUpstream:
            parsed.CATALOGUE_API_URL !== undefined ||
            parsed.DATABASE_URL !== undefined ||
            parsed.PRISMIC_REPOSITORY !== undefined,
        }),
      refreshAfterInvalidation: parsed.REFRESH_AFTER_INVALIDATION,
    },
    cacheLayersOff: parsed.CACHE_LAYERS_OFF,
    ...contentHosts({
      prismicRepository: parsed.PRISMIC_REPOSITORY,
      catalogueImageHost: parsed.CATALOGUE_IMAGE_HOST,
      imageHosts: parsed.CSP_IMAGE_HOSTS,
      mediaHosts: parsed.CSP_MEDIA_HOSTS,
    }),
  };
}

/** Prismic's image CDN (imgix): every image uploaded to any repository is served from it. */
export const PRISMIC_IMAGE_ORIGIN = 'https://images.prismic.io';
const REPOSITORY_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/i;

/**
 * The name of a Prismic repository given as a name or as its API endpoint on Prismic
 * (`https://<repo>.cdn.prismic.io/api/v2`); undefined for any other endpoint (a local repository).
 * @example prismicRepositoryName('https://my-repo.cdn.prismic.io/api/v2') === 'my-repo'
 */
export function prismicRepositoryName(repository: string | undefined): string | undefined {
  if (!repository) return undefined;
  if (REPOSITORY_NAME.test(repository)) return repository.toLowerCase();
  const host = /^https:\/\/([a-z0-9][a-z0-9-]{0,62})(?:\.cdn)?\.prismic\.io(?:[/:]|$)/i.exec(repository);
  return host?.[1]?.toLowerCase();
}

/**
 * The image and media hosts of pages' CSP: the lists given win (`[]` for `none`); otherwise Prismic's
 * image host with any repository (its files, videos included, on `https://<repo>.cdn.prismic.io` when
 * the repository is on Prismic) and the catalogue's image host for both.
 * @example contentHosts({ prismicRepository: 'my-repo' }) → { imageHosts: ['https://images.prismic.io'], mediaHosts: ['https://my-repo.cdn.prismic.io'] }
 * @example contentHosts({}) → { imageHosts: [], mediaHosts: [] }
 */
export function contentHosts(input: {
  prismicRepository?: string | undefined;
  catalogueImageHost?: string | undefined;
  imageHosts?: string[] | undefined;
  mediaHosts?: string[] | undefined;
}): { imageHosts: string[]; mediaHosts: string[] } {
  const name = prismicRepositoryName(input.prismicRepository);
  const catalogue = input.catalogueImageHost ? [input.catalogueImageHost] : [];
  return {
    imageHosts: input.imageHosts ?? [
      ...(input.prismicRepository ? [PRISMIC_IMAGE_ORIGIN] : []),
      ...catalogue,
    ],
    mediaHosts: input.mediaHosts ?? [...(name ? [`https://${name}.cdn.prismic.io`] : []), ...catalogue],
  };
}

let current: AppConfig | undefined;

/**
 * The process's configuration: `process.env` parsed once, on first use (the server's start,
 * src/server/entry.ts, asks first and exits on a {@link ConfigError}); every module reads it here,
 * never `process.env`, and no request parses it again.
 * @example appConfig() === appConfig()
 */
export function appConfig(): AppConfig {
  current ??= readConfig(process.env);
  return current;
}

/**
 * Parses `process.env` once more, for a test that changes the environment after a module has read
 * the configuration (src/lib/preview/previewSession.test.ts); the server never calls it.
 */
export function reloadAppConfig(): AppConfig {
  current = readConfig(process.env);
  return current;
}

/**
 * The suffix of the demo hosts a request may use, or null when the demo hosts are off (DEMO_HOSTS=off):
 * then only the sites' own domains answer.
 * @example demoHostSuffix({ demoHosts: false, localSiteSuffix: 'localhost' }) === null
 */
export function demoHostSuffix(config: Pick<AppConfig, 'demoHosts' | 'localSiteSuffix'>): string | null {
  return config.demoHosts ? config.localSiteSuffix : null;
}
