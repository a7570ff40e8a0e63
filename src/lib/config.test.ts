import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, contentHosts, demoHostSuffix, prismicRepositoryName, readConfig } from './config';

/** The message readConfig throws for an environment, or undefined when it parses. */
const refusal = (env: Record<string, string>): string | undefined => {
  try {
    readConfig(env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};
const HEAD = 'Invalid configuration (the server does not start):';

describe('readConfig', () => {
  it('runs embedded when nothing is set', () => {
    const config = readConfig({});
    expect(config.prismicRepository).toBeUndefined();
    expect(config.contentDir).toBe(`${process.cwd()}/src/content`);
    expect(config.contentPrivateDir).toBe(`${process.cwd()}/src/content-private`);
    expect(config.previewSecret).toBeUndefined();
    expect(config.localSiteSuffix).toBe('localhost');
    expect(config.redirectAllowedHosts).toEqual([]);
    expect(config.handoffReceiver).toBe(true);
    expect(config.server).toEqual({
      port: 4321,
      host: '0.0.0.0',
      shutdownDrainMs: 1000,
      webConcurrency: 1,
      warmUpPages: 100,
    });
    expect(config.logLevel).toBe('info');
    expect(config.catalogue).toEqual({
      apiUrl: undefined,
      cdnUrl: undefined,
      timeoutMs: 8000,
      faultInjection: false,
    });
    expect(config.clockInjection).toBe(false);
    expect(config.databases).toEqual({
      databaseUrl: undefined,
      catalogueDataDir: '.data/catalogue',
      catalogueScale: 'demo',
      storeDataDir: '.data/store',
    });
    expect(config.redis).toEqual({
      url: undefined,
      limitsUrl: undefined,
      pageCacheUrl: undefined,
      catalogueCacheUrl: undefined,
    });
    expect(config.formRateLimit).toEqual({ capacity: 10, windowSeconds: 60 });
    expect(config.pageCache).toEqual({
      enabled: true,
      maxEntries: 5000,
      maxBytes: 256 * 1024 * 1024,
      renderConcurrency: 1,
      refreshAfterInvalidation: 200,
    });
    expect(config.cacheLayersOff).toEqual([]);
    expect(config.imageHosts).toEqual([]);
    expect(config.mediaHosts).toEqual([]);
  });

  it('reads the content variables, treating empty values as unset', () => {
    const config = readConfig({
      PRISMIC_REPOSITORY: ' my-repo ',
      PRISMIC_ACCESS_TOKEN: '',
      CONTENT_DIR: '/tmp/c',
      LOCAL_SITE_SUFFIX: 'Test',
      REDIRECT_ALLOWED_HOSTS: 'a.com, B.com,,',
      PRISMIC_WEBHOOK_SECRET: 'hook-secret-of-at-least-32-bytes',
      CATALOGUE_WEBHOOK_SECRET: ' catalogue-secret-of-at-least-32-bytes ',
      CONTENT_WATCH: '0',
      CONTENT_TIMEOUT_MS: '2500',
      CONTENT_PRIVATE_DIR: '/tmp/p',
      HANDOFF_RECEIVER: 'off',
      PREVIEW_SECRET: ` ${'k'.repeat(32)} `,
    });
    expect(config).toMatchObject({
      prismicRepository: 'my-repo',
      prismicAccessToken: undefined,
      contentDir: '/tmp/c',
      contentPrivateDir: '/tmp/p',
      localSiteSuffix: 'test',
      demoHosts: true,
      handoffReceiver: false,
      redirectAllowedHosts: ['a.com', 'b.com'],
      trustedProxy: false,
      trustedProxyHops: 0,
      prismicWebhookSecret: 'hook-secret-of-at-least-32-bytes',
      catalogueWebhookSecret: 'catalogue-secret-of-at-least-32-bytes',
      contentWatch: false,
      contentTimeoutMs: 2500,
      previewSecret: 'k'.repeat(32),
      imageHosts: ['https://images.prismic.io'],
      mediaHosts: ['https://my-repo.cdn.prismic.io'],
    });
  });

  it('reads the server, catalogue, database, Redis and cache variables', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: '0',
      WEB_CONCURRENCY: '4',
      WARM_UP_PAGES: '0',
      LOG_LEVEL: 'WARN',
      CATALOGUE_API_URL: 'http://catalogue:4330',
      CATALOGUE_CDN_URL: 'https://cdn.example.com',
      CATALOGUE_TIMEOUT_MS: '800',
      CATALOGUE_FAULT_INJECTION: '1',
      CLOCK_INJECTION: '1',
      DATABASE_URL: 'postgres://app@db:5432/shop',
      CATALOGUE_DATA_DIR: '/tmp/cat',
      CATALOGUE_SCALE: 'test',
      STORE_DATA_DIR: '/tmp/store',
      REDIS_URL: 'redis://cache:6379',
      FORM_RATE_LIMIT: '3',
      FORM_RATE_WINDOW_SECONDS: '10',
      PAGE_CACHE_MAX_MB: '64',
      RENDER_CONCURRENCY: '3',
      REFRESH_AFTER_INVALIDATION: '0',
      PAGE_CACHE_SHARED: 'off',
      CACHE_LAYERS_OFF: ' Content, fragments ',
    });
    expect(config.server).toEqual({
      port: 8080,
      host: '127.0.0.1',
      shutdownDrainMs: 0,
      webConcurrency: 4,
      warmUpPages: 0,
    });
    expect(config.logLevel).toBe('warn');
    expect(config.catalogue).toEqual({
      apiUrl: 'http://catalogue:4330',
      cdnUrl: 'https://cdn.example.com',
      timeoutMs: 800,
      faultInjection: true,
    });
    expect(config.clockInjection).toBe(true);
    expect(config.databases).toEqual({
      databaseUrl: 'postgres://app@db:5432/shop',
      catalogueDataDir: '/tmp/cat',
      catalogueScale: 'test',
      storeDataDir: '/tmp/store',
    });
    // The limits use the caches' Redis unless they have their own; a tier switched off shares nothing.
    expect(config.redis).toEqual({
      url: 'redis://cache:6379',
      limitsUrl: 'redis://cache:6379',
      pageCacheUrl: undefined,
      catalogueCacheUrl: 'redis://cache:6379',
    });
    expect(config.formRateLimit).toEqual({ capacity: 3, windowSeconds: 10 });
    expect(config.pageCache).toMatchObject({
      maxBytes: 64 * 1024 * 1024,
      renderConcurrency: 3,
      refreshAfterInvalidation: 0,
    });
    expect(config.cacheLayersOff).toEqual(['content', 'fragments']);
    expect(
      readConfig({ REDIS_URL: 'redis://cache', REDIS_LIMITS_URL: 'redis://limits' }).redis.limitsUrl,
    ).toBe('redis://limits');
  });

  it('turns the page cache (and its shared tier) off with PAGE_CACHE=off or a zero bound', () => {
    const off = readConfig({ PAGE_CACHE: 'off', REDIS_URL: 'redis://cache' });
    expect([off.pageCache.enabled, off.redis.pageCacheUrl]).toEqual([false, undefined]);
    expect(readConfig({ PAGE_CACHE_MAX_ENTRIES: '0' }).pageCache.enabled).toBe(false);
    expect(readConfig({ PAGE_CACHE: 'ON', REDIS_URL: 'redis://cache' }).redis.pageCacheUrl).toBe(
      'redis://cache',
    );
  });

  it('renders one page at a time with in-process upstreams, twice the cores with a remote upstream', () => {
    const cores = availableParallelism();
    expect(readConfig({}).pageCache.renderConcurrency).toBe(1);
    expect(readConfig({ RENDER_CONCURRENCY: ' ' }).pageCache.renderConcurrency).toBe(1);
    for (const remote of [
      { PRISMIC_REPOSITORY: 'storefront' },
      { CATALOGUE_API_URL: 'http://catalogue:4330' },
      { DATABASE_URL: 'postgres://app@db:5432/shop' },
    ])
      expect(readConfig(remote).pageCache.renderConcurrency).toBe(2 * cores);
    expect(
      readConfig({ PRISMIC_REPOSITORY: 'storefront', RENDER_CONCURRENCY: '3' }).pageCache.renderConcurrency,
    ).toBe(3);
  });

  it('reads switches as on/off, 1/0, true/false or yes/no', () => {
    expect(readConfig({}).contentWatch).toBe(true);
    expect(readConfig({ CONTENT_WATCH: '1' }).contentWatch).toBe(true);
    expect(readConfig({ CONTENT_WATCH: 'off' }).contentWatch).toBe(false);
    expect(readConfig({ CONTENT_WATCH: 'False' }).contentWatch).toBe(false);
    expect(readConfig({ TRUSTED_PROXY: 'true' }).trustedProxy).toBe(true);
    expect(readConfig({ TRUSTED_PROXY: 'no' }).trustedProxy).toBe(false);
    expect(readConfig({ CATALOGUE_WEBHOOK_SECRET: '  ' }).catalogueWebhookSecret).toBeUndefined();
  });

  it('counts X-Forwarded-For hops only behind a trusted proxy: 1 by default, 1 to 10', () => {
    expect(readConfig({ TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(0);
    expect(readConfig({ TRUSTED_PROXY: '1' }).trustedProxyHops).toBe(1);
    expect(readConfig({ TRUSTED_PROXY: '1', TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    expect(readConfig({ TRUSTED_PROXY: '1', TRUSTED_PROXY_HOPS: '10' }).trustedProxyHops).toBe(10);
    expect(readConfig({ TRUSTED_PROXY: '1', TRUSTED_PROXY_HOPS: ' ' }).trustedProxyHops).toBe(1);
  });
});

describe('readConfig refuses a bad value, naming the variable, its value and what it must be', () => {
  it('a number that is not one, or out of its range (no silent default any more)', () => {
    expect(refusal({ CONTENT_TIMEOUT_MS: 'soon' })).toBe(
      `${HEAD}\n  CONTENT_TIMEOUT_MS="soon": expected a whole number of milliseconds from 100 to 120000`,
    );
    for (const junk of ['99', '120001', '1.5', '-1'])
      expect(refusal({ CONTENT_TIMEOUT_MS: junk })).toContain(`CONTENT_TIMEOUT_MS="${junk}": expected`);
    expect(refusal({ TRUSTED_PROXY: '1', TRUSTED_PROXY_HOPS: 'many' })).toBe(
      `${HEAD}\n  TRUSTED_PROXY_HOPS="many": expected a whole number of proxies from 1 to 10`,
    );
    expect(refusal({ RENDER_CONCURRENCY: '5000' })).toBe(
      `${HEAD}\n  RENDER_CONCURRENCY="5000": expected a whole number of renders from 1 to 1000`,
    );
    expect(refusal({ PORT: '70000' })).toBe(
      `${HEAD}\n  PORT="70000": expected a whole number from 0 to 65535`,
    );
    expect(refusal({ FORM_RATE_LIMIT: 'lots' })).toContain(
      'FORM_RATE_LIMIT="lots": expected a whole number of posts',
    );
  });

  it('an unknown word of a closed list', () => {
    expect(refusal({ LOG_LEVEL: 'verbose' })).toBe(
      `${HEAD}\n  LOG_LEVEL="verbose": expected one of trace, debug, info, warn, error, fatal, silent`,
    );
    expect(refusal({ PAGE_CACHE: 'maybe' })).toBe(
      `${HEAD}\n  PAGE_CACHE="maybe": expected on or off (1/0, true/false, yes/no)`,
    );
    expect(refusal({ CATALOGUE_SCALE: 'huge' })).toContain(
      'CATALOGUE_SCALE="huge": expected one of test, demo, bench',
    );
    expect(refusal({ CLOCK_INJECTION: 'true' })).toContain('CLOCK_INJECTION="true": expected one of 0, 1');
    expect(refusal({ CACHE_LAYERS_OFF: 'catalogue,pages' })).toBe(
      `${HEAD}\n  CACHE_LAYERS_OFF="catalogue,pages": expected comma-separated names among content, catalogue, fragments`,
    );
  });

  it('a malformed URL or host list', () => {
    expect(refusal({ CATALOGUE_API_URL: 'catalogue:4330' })).toBe(
      `${HEAD}\n  CATALOGUE_API_URL="catalogue:4330": expected an absolute URL (http://… or https://…)`,
    );
    expect(refusal({ REDIRECT_ALLOWED_HOSTS: 'a.com, https://b.com/' })).toContain(
      'REDIRECT_ALLOWED_HOSTS="a.com, https://b.com/": expected comma-separated host names',
    );
    // A URL may carry a password: its value is never shown.
    expect(refusal({ REDIS_URL: 'http://user:hunter2@cache' })).toBe(
      `${HEAD}\n  REDIS_URL=(25 characters, hidden): expected an absolute URL (redis://… or rediss://…)`,
    );
  });

  it('a short secret, masked, counting bytes rather than characters', () => {
    expect(refusal({ PREVIEW_SECRET: 'k'.repeat(31) })).toBe(
      `${HEAD}\n  PREVIEW_SECRET=(31 characters, hidden): expected at least 32 bytes (make one with \`openssl rand -hex 32\`)`,
    );
    expect(readConfig({ PREVIEW_SECRET: 'é'.repeat(16) }).previewSecret).toBe('é'.repeat(16));
    expect(refusal({ CATALOGUE_WEBHOOK_SECRET: 'e2e-catalogue-secret' })).not.toContain(
      'e2e-catalogue-secret',
    );
  });

  it('every bad variable at once, one line each', () => {
    expect(
      refusal({ PRISMIC_WEBHOOK_SECRET: 'a', PORT: 'x', CATALOGUE_WEBHOOK_SECRET: 'b' })?.split('\n'),
    ).toEqual([
      HEAD,
      '  PORT="x": expected a whole number from 0 to 65535',
      '  PRISMIC_WEBHOOK_SECRET=(1 characters, hidden): expected at least 32 bytes (make one with `openssl rand -hex 32`)',
      '  CATALOGUE_WEBHOOK_SECRET=(1 characters, hidden): expected at least 32 bytes (make one with `openssl rand -hex 32`)',
    ]);
  });

  it('cuts a long value in the message', () => {
    expect(refusal({ LOG_LEVEL: 'x'.repeat(200) })).toContain(`LOG_LEVEL="${'x'.repeat(80)}…": expected`);
  });
});

describe('image and media hosts (CSP_IMAGE_HOSTS, CSP_MEDIA_HOSTS, CATALOGUE_IMAGE_HOST)', () => {
  it('reads comma-separated https origins, lower-cased, without a trailing slash, once each', () => {
    const config = readConfig({
      CSP_IMAGE_HOSTS: ' https://Images.Example.com/, https://*.imgix.net,https://images.example.com ',
      CSP_MEDIA_HOSTS: 'https://video.example.com:8443',
    });
    expect(config.imageHosts).toEqual(['https://images.example.com', 'https://*.imgix.net']);
    expect(config.mediaHosts).toEqual(['https://video.example.com:8443']);
  });
  it('replaces the defaults when given; `none` allows no other host', () => {
    const config = readConfig({
      PRISMIC_REPOSITORY: 'my-repo',
      CATALOGUE_IMAGE_HOST: 'https://img.catalogue.example',
      CSP_IMAGE_HOSTS: 'none',
      CSP_MEDIA_HOSTS: 'https://video.example.com',
    });
    expect(config.imageHosts).toEqual([]);
    expect(config.mediaHosts).toEqual(['https://video.example.com']);
  });
  it("defaults to Prismic's hosts and the catalogue's image host", () => {
    const config = readConfig({
      PRISMIC_REPOSITORY: 'https://my-repo.cdn.prismic.io/api/v2',
      CATALOGUE_IMAGE_HOST: 'https://img.catalogue.example/',
    });
    expect(config.imageHosts).toEqual(['https://images.prismic.io', 'https://img.catalogue.example']);
    expect(config.mediaHosts).toEqual(['https://my-repo.cdn.prismic.io', 'https://img.catalogue.example']);
  });
  it('refuses anything but https origins, naming the variable and its value', () => {
    expect(refusal({ CSP_IMAGE_HOSTS: 'https://ok.example, http://plain.example' })).toBe(
      `${HEAD}\n  CSP_IMAGE_HOSTS="https://ok.example, http://plain.example": expected comma-separated https origins such as https://images.example.com (no path), or none`,
    );
    expect(refusal({ CSP_MEDIA_HOSTS: 'https://cdn.example/videos' })).toMatch(
      /CSP_MEDIA_HOSTS="https:\/\/cdn\.example\/videos": expected/,
    );
    expect(refusal({ CSP_IMAGE_HOSTS: "'self' https://a.example" })).toMatch(/CSP_IMAGE_HOSTS=/);
    expect(refusal({ CSP_IMAGE_HOSTS: 'https://user@a.example' })).toMatch(/CSP_IMAGE_HOSTS=/);
    expect(refusal({ CATALOGUE_IMAGE_HOST: 'img.catalogue.example' })).toBe(
      `${HEAD}\n  CATALOGUE_IMAGE_HOST="img.catalogue.example": expected an https origin such as https://images.example.com (no path)`,
    );
  });
});

describe('contentHosts', () => {
  it('allows no other host with the embedded content and catalogue', () => {
    expect(contentHosts({})).toEqual({ imageHosts: [], mediaHosts: [] });
  });
  it("allows Prismic's image host for any repository, its file CDN only for one on Prismic", () => {
    expect(contentHosts({ prismicRepository: 'my-repo' })).toEqual({
      imageHosts: ['https://images.prismic.io'],
      mediaHosts: ['https://my-repo.cdn.prismic.io'],
    });
    expect(contentHosts({ prismicRepository: 'http://127.0.0.1:9999/api/v2' })).toEqual({
      imageHosts: ['https://images.prismic.io'],
      mediaHosts: [],
    });
  });
});

describe('prismicRepositoryName', () => {
  it('reads a name or an endpoint on Prismic, nothing else', () => {
    expect(prismicRepositoryName('My-Repo')).toBe('my-repo');
    expect(prismicRepositoryName('https://my-repo.cdn.prismic.io/api/v2')).toBe('my-repo');
    expect(prismicRepositoryName('https://my-repo.prismic.io/api/v2')).toBe('my-repo');
    expect(prismicRepositoryName('http://127.0.0.1:9999/api/v2')).toBeUndefined();
    expect(prismicRepositoryName('https://my-repo.prismic.io.evil.example/api/v2')).toBeUndefined();
    expect(prismicRepositoryName(undefined)).toBeUndefined();
  });
});

describe('demoHostSuffix (DEMO_HOSTS)', () => {
  it('is the local suffix while the demo hosts are on (the default), null when off', () => {
    expect(demoHostSuffix(readConfig({}))).toBe('localhost');
    expect(demoHostSuffix(readConfig({ LOCAL_SITE_SUFFIX: 'test' }))).toBe('test');
    expect(demoHostSuffix(readConfig({ DEMO_HOSTS: 'off' }))).toBeNull();
    expect(demoHostSuffix(readConfig({ DEMO_HOSTS: '0' }))).toBeNull();
  });
});
