import { resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The shortest PREVIEW_SECRET accepted (docs/preview.md): shorter, the server refuses to start. */
export const PREVIEW_SECRET_MIN_BYTES = 32;
/** A webhook secret shorter than this is refused at start: it could be guessed (docs/security.md). */
export const MIN_WEBHOOK_SECRET_BYTES = 32;

const webhookSecret = (name: string) =>
  optionalText.refine(
    (value) => value === undefined || Buffer.byteLength(value) >= MIN_WEBHOOK_SECRET_BYTES,
    {
      error: (issue) =>
        `${name} must be at least ${MIN_WEBHOOK_SECRET_BYTES} bytes long (it has ${Buffer.byteLength(String(issue.input))}); make one with \`openssl rand -hex 32\`.`,
    },
  );

/**
 * A comma-separated list of https origins a page may load images or media from (the CSP's img-src or
 * media-src, docs/security.md): `https://host[:port]`, a `*.` wildcard label first at most, no path,
 * query or credentials; `none` for none. Unset (or empty) is undefined: the defaults apply.
 * @example originList('CSP_IMAGE_HOSTS').parse('https://images.prismic.io, https://*.imgix.net') → ['https://images.prismic.io', 'https://*.imgix.net']
 */
const HTTPS_ORIGIN =
  /^https:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;
const originList = (name: string) =>
  optionalText.transform((value, context) => {
    if (value === undefined) return undefined;
    if (value.toLowerCase() === 'none') return [];
    const origins = value.split(',').map((entry) => entry.trim().toLowerCase().replace(/\/$/, ''));
    const bad = origins.filter((origin) => !HTTPS_ORIGIN.test(origin));
    if (bad.length > 0)
      context.addIssue({
        code: 'custom',
        message: `${name} must be comma-separated https origins such as https://images.example.com (no path); not ${bad.map((origin) => JSON.stringify(origin)).join(', ')}`,
      });
    return [...new Set(origins)];
  });

/** One https origin (CATALOGUE_IMAGE_HOST): the same form as an entry of a host list. */
const httpsOrigin = (name: string) =>
  optionalText.refine(
    (value) => value === undefined || HTTPS_ORIGIN.test(value.toLowerCase().replace(/\/$/, '')),
    {
      error: `${name} must be an https origin such as https://images.example.com (no path)`,
    },
  );

const schema = z.object({
  PRISMIC_REPOSITORY: optionalText,
  PRISMIC_ACCESS_TOKEN: optionalText,
  CONTENT_DIR: optionalText,
  CONTENT_PRIVATE_DIR: optionalText,
  LOCAL_SITE_SUFFIX: optionalText,
  DEMO_HOSTS: optionalText,
  HANDOFF_RECEIVER: optionalText,
  REDIRECT_ALLOWED_HOSTS: optionalText,
  TRUSTED_PROXY: optionalText,
  TRUSTED_PROXY_HOPS: optionalText,
  PRISMIC_WEBHOOK_SECRET: webhookSecret('PRISMIC_WEBHOOK_SECRET'),
  CATALOGUE_WEBHOOK_SECRET: webhookSecret('CATALOGUE_WEBHOOK_SECRET'),
  CONTENT_WATCH: optionalText,
  CONTENT_TIMEOUT_MS: optionalText,
  CSP_IMAGE_HOSTS: originList('CSP_IMAGE_HOSTS'),
  CSP_MEDIA_HOSTS: originList('CSP_MEDIA_HOSTS'),
  CATALOGUE_IMAGE_HOST: httpsOrigin('CATALOGUE_IMAGE_HOST'),
  PREVIEW_SECRET: optionalText.refine(
    (value) => value === undefined || Buffer.byteLength(value, 'utf8') >= PREVIEW_SECRET_MIN_BYTES,
    `PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_BYTES} bytes (e.g. openssl rand -hex 32)`,
  ),
});

/** Proxies in front of the server that append to X-Forwarded-For, at most (a typo must not trust everyone). */
const MAX_PROXY_HOPS = 10;

/**
 * TRUSTED_PROXY_HOPS as a whole number from 1 to 10; unset or anything else is 1 (one proxy: nginx or
 * the balancer). Only read when TRUSTED_PROXY is on.
 * @example trustedProxyHops('2') === 2; trustedProxyHops('many') === 1
 */
const trustedProxyHops = (value: string | undefined): number =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PROXY_HOPS)
    .catch(1)
    .parse(value ?? 1);

/** Milliseconds a content request may take (Prismic or the repository at PRISMIC_REPOSITORY) by default. */
const CONTENT_TIMEOUT_DEFAULT_MS = 10_000;

/**
 * CONTENT_TIMEOUT_MS as a whole number of milliseconds from 100 to 120000; anything else is the default.
 * @example contentTimeoutMs('2500') === 2500; contentTimeoutMs('soon') === 10_000
 */
function contentTimeoutMs(value: string | undefined): number {
  const ms = Number(value);
  return value !== undefined && /^\d+$/.test(value) && ms >= 100 && ms <= 120_000
    ? ms
    : CONTENT_TIMEOUT_DEFAULT_MS;
}

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
   * The https origins pages may load images from besides their own host (CSP img-src, applied at start:
   * src/lib/security/contentHosts.ts): CSP_IMAGE_HOSTS, else Prismic's image host with a Prismic
   * repository and the catalogue's image host (CATALOGUE_IMAGE_HOST); none with the embedded defaults.
   */
  imageHosts: string[];
  /** The same for video and audio (CSP media-src): CSP_MEDIA_HOSTS, else the repository's file CDN and the catalogue's. */
  mediaHosts: string[];
}

/**
 * Reads the configuration from the environment, typed; empty values count as unset. An invalid value
 * (a webhook secret under 32 bytes) throws an error naming each variable and what it needs; the server
 * reads the configuration as it starts, so it refuses to start rather than run with a guessable secret.
 * @example readConfig({}).contentDir.endsWith('src/content') === true
 */
export function readConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = schema.safeParse(env);
  if (!result.success)
    throw new Error(`Invalid configuration: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  const parsed = result.data;
  const trusted = ['1', 'true', 'yes', 'on'].includes((parsed.TRUSTED_PROXY ?? '').toLowerCase());
  return {
    prismicRepository: parsed.PRISMIC_REPOSITORY,
    prismicAccessToken: parsed.PRISMIC_ACCESS_TOKEN,
    contentDir: resolve(parsed.CONTENT_DIR ?? 'src/content'),
    contentPrivateDir: resolve(parsed.CONTENT_PRIVATE_DIR ?? 'src/content-private'),
    localSiteSuffix: (parsed.LOCAL_SITE_SUFFIX ?? 'localhost').toLowerCase(),
    demoHosts: !['0', 'off', 'false', 'no'].includes((parsed.DEMO_HOSTS ?? 'on').toLowerCase()),
    handoffReceiver: !['0', 'off', 'false', 'no'].includes((parsed.HANDOFF_RECEIVER ?? 'on').toLowerCase()),
    redirectAllowedHosts: (parsed.REDIRECT_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    trustedProxy: trusted,
    trustedProxyHops: trusted ? trustedProxyHops(parsed.TRUSTED_PROXY_HOPS) : 0,
    prismicWebhookSecret: parsed.PRISMIC_WEBHOOK_SECRET,
    catalogueWebhookSecret: parsed.CATALOGUE_WEBHOOK_SECRET,
    contentWatch: !['0', 'false', 'no', 'off'].includes((parsed.CONTENT_WATCH ?? '').toLowerCase()),
    contentTimeoutMs: contentTimeoutMs(parsed.CONTENT_TIMEOUT_MS),
    previewSecret: parsed.PREVIEW_SECRET,
    ...contentHosts({
      prismicRepository: parsed.PRISMIC_REPOSITORY,
      catalogueImageHost: parsed.CATALOGUE_IMAGE_HOST?.toLowerCase().replace(/\/$/, ''),
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

/**
 * The suffix of the demo hosts a request may use, or null when the demo hosts are off (DEMO_HOSTS=off):
 * then only the sites' own domains answer.
 * @example demoHostSuffix({ demoHosts: false, localSiteSuffix: 'localhost' }) === null
 */
export function demoHostSuffix(config: Pick<AppConfig, 'demoHosts' | 'localSiteSuffix'>): string | null {
  return config.demoHosts ? config.localSiteSuffix : null;
}
