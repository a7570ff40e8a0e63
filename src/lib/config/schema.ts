import { z } from 'zod';
import {
  flag,
  hostList,
  httpsOrigin,
  oneOf,
  originList,
  secret,
  text,
  url,
  wholeNumber,
  wordList,
} from './variables.ts';

/** The shortest PREVIEW_SECRET accepted (docs/preview.md): shorter, the server refuses to start. */
export const PREVIEW_SECRET_MIN_BYTES = 32;
/** A webhook secret shorter than this is refused at start: it could be guessed (docs/security.md). */
export const MIN_WEBHOOK_SECRET_BYTES = 32;

/** pino's levels, quietest last (`silent` logs nothing: tests). */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The memory layers below the page cache a measurement can switch off (docs/performance.md "Cache layers"). */
export const CACHE_LAYERS = ['content', 'catalogue', 'fragments'] as const;
export type CacheLayer = (typeof CACHE_LAYERS)[number];

/** Sizes of the generated catalogue the embedded catalogue seeds on first start. */
export const CATALOGUE_SCALES = ['test', 'demo', 'bench'] as const;

const httpUrl = () => url(['http:', 'https:']);
const redisUrl = () => url(['redis:', 'rediss:']);

/**
 * Every environment variable the storefront's process reads (README "Configuration", `.env.example`),
 * each with its kind, bounds and default: parsed once at start (src/lib/config.ts `appConfig`), a bad
 * value stops the start with a message naming it. Add a variable here, to the README table and to
 * `.env.example` (tests/unit/envExample.test.ts checks the three agree).
 */
export const ENV_SCHEMA = z.object({
  // The server
  PORT: wholeNumber(0, 65_535, () => 4321),
  HOST: text('0.0.0.0'),
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 30_000, () => 1000, 'milliseconds'),
  WEB_CONCURRENCY: wholeNumber(1, 64, () => 1, 'worker processes'),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  // Content
  PRISMIC_REPOSITORY: text(undefined),
  PRISMIC_ACCESS_TOKEN: text(undefined),
  PRISMIC_WEBHOOK_SECRET: secret(MIN_WEBHOOK_SECRET_BYTES),
  CATALOGUE_WEBHOOK_SECRET: secret(MIN_WEBHOOK_SECRET_BYTES),
  CONTENT_DIR: text('src/content'),
  CONTENT_PRIVATE_DIR: text('src/content-private'),
  PREVIEW_SECRET: secret(PREVIEW_SECRET_MIN_BYTES),
  CONTENT_WATCH: flag(true),
  CONTENT_TIMEOUT_MS: wholeNumber(100, 120_000, () => 10_000, 'milliseconds'),
  // Hosts pages may load images and media from (the CSP), besides their own
  CSP_IMAGE_HOSTS: originList(),
  CSP_MEDIA_HOSTS: originList(),
  // Hosts and proxies
  LOCAL_SITE_SUFFIX: text('localhost'),
  DEMO_HOSTS: flag(true),
  HANDOFF_RECEIVER: flag(true),
  REDIRECT_ALLOWED_HOSTS: hostList(),
  TRUSTED_PROXY: flag(false),
  TRUSTED_PROXY_HOPS: wholeNumber(1, 10, () => 1, 'proxies'),
  // The catalogue
  CATALOGUE_API_URL: httpUrl(),
  CATALOGUE_CDN_URL: httpUrl(),
  CATALOGUE_TIMEOUT_MS: wholeNumber(1, 120_000, () => 8000, 'milliseconds'),
  CATALOGUE_IMAGE_HOST: httpsOrigin(),
  // Tests only; `1` exactly, as the catalogue service (packages/catalogue) reads CLOCK_INJECTION itself.
  CATALOGUE_FAULT_INJECTION: oneOf(['0', '1'], '0'),
  CLOCK_INJECTION: oneOf(['0', '1'], '0'),
  // Databases (the embedded catalogue's, the storefront's own store)
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  CATALOGUE_DATA_DIR: text('.data/catalogue'),
  STORE_DATA_DIR: text('.data/store'),
  CATALOGUE_SCALE: oneOf(CATALOGUE_SCALES, 'demo'),
  // Redis and the form limits
  REDIS_URL: redisUrl(),
  REDIS_LIMITS_URL: redisUrl(),
  FORM_RATE_LIMIT: wholeNumber(1, 100_000, () => 10, 'posts'),
  FORM_RATE_WINDOW_SECONDS: wholeNumber(1, 86_400, () => 60, 'seconds'),
  // Caches
  PAGE_CACHE: flag(true),
  PAGE_CACHE_MAX_ENTRIES: wholeNumber(0, 1_000_000, () => 5000, 'pages'),
  PAGE_CACHE_MAX_MB: wholeNumber(0, 64_000, () => 256, 'MiB'),
  // Unset: one with in-process upstreams, twice the cores with a remote upstream (config/renderConcurrency.ts).
  RENDER_CONCURRENCY: wholeNumber(1, 1000, () => undefined, 'renders'),
  REFRESH_AFTER_INVALIDATION: wholeNumber(0, 100_000, () => 200, 'pages'),
  WARM_UP_PAGES: wholeNumber(0, 100_000, () => 100, 'pages'),
  PAGE_CACHE_SHARED: flag(true),
  CATALOGUE_CACHE_SHARED: flag(true),
  CACHE_LAYERS_OFF: wordList(CACHE_LAYERS),
});

export type EnvVariable = keyof typeof ENV_SCHEMA.shape;
export type ParsedEnv = z.infer<typeof ENV_SCHEMA>;

/** The variables of the schema, in its order. */
export const ENV_VARIABLES = Object.keys(ENV_SCHEMA.shape) as EnvVariable[];

/** Variables whose value a message never shows (tokens, keys, URLs that may carry a password). */
export const SECRET_VARIABLES: ReadonlySet<EnvVariable> = new Set<EnvVariable>([
  'PRISMIC_ACCESS_TOKEN',
  'PRISMIC_WEBHOOK_SECRET',
  'CATALOGUE_WEBHOOK_SECRET',
  'PREVIEW_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'REDIS_LIMITS_URL',
]);
