import { describe, expect, it } from 'vitest';
import { contentHosts, prismicRepositoryName, readConfig } from './config';

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
    expect(config.imageHosts).toEqual([]);
    expect(config.mediaHosts).toEqual([]);
  });
  it('reads every variable, treating empty values as unset', () => {
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
    expect(config).toEqual({
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
  it('refuses a PREVIEW_SECRET shorter than 32 bytes (the server does not start)', () => {
    expect(() => readConfig({ PREVIEW_SECRET: 'k'.repeat(31) })).toThrow(
      /PREVIEW_SECRET must be at least 32/,
    );
    // Bytes, not characters: 16 two-byte characters are enough.
    expect(readConfig({ PREVIEW_SECRET: 'é'.repeat(16) }).previewSecret).toBe('é'.repeat(16));
  });
  it('bounds CONTENT_TIMEOUT_MS, falling back to 10 seconds', () => {
    expect(readConfig({}).contentTimeoutMs).toBe(10_000);
    expect(readConfig({ CONTENT_TIMEOUT_MS: '100' }).contentTimeoutMs).toBe(100);
    expect(readConfig({ CONTENT_TIMEOUT_MS: '99' }).contentTimeoutMs).toBe(10_000);
    expect(readConfig({ CONTENT_TIMEOUT_MS: '120001' }).contentTimeoutMs).toBe(10_000);
    expect(readConfig({ CONTENT_TIMEOUT_MS: '1.5' }).contentTimeoutMs).toBe(10_000);
    expect(readConfig({ CONTENT_TIMEOUT_MS: 'soon' }).contentTimeoutMs).toBe(10_000);
  });
  it('watches the content folder unless CONTENT_WATCH switches it off', () => {
    expect(readConfig({}).contentWatch).toBe(true);
    expect(readConfig({ CONTENT_WATCH: '1' }).contentWatch).toBe(true);
    expect(readConfig({ CONTENT_WATCH: 'off' }).contentWatch).toBe(false);
    expect(readConfig({ CONTENT_WATCH: 'false' }).contentWatch).toBe(false);
    expect(readConfig({ CATALOGUE_WEBHOOK_SECRET: '  ' }).catalogueWebhookSecret).toBeUndefined();
  });
  it('trusts forwarded headers only when TRUSTED_PROXY is switched on', () => {
    expect(readConfig({}).trustedProxy).toBe(false);
    expect(readConfig({ TRUSTED_PROXY: 'true' }).trustedProxy).toBe(true);
    expect(readConfig({ TRUSTED_PROXY: '1' }).trustedProxy).toBe(true);
    expect(readConfig({ TRUSTED_PROXY: 'no' }).trustedProxy).toBe(false);
  });
  it('counts X-Forwarded-For hops only behind a trusted proxy: 1 by default, 1 to 10, junk is 1', () => {
    expect(readConfig({ TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(0);
    expect(readConfig({ TRUSTED_PROXY: '1' }).trustedProxyHops).toBe(1);
    expect(readConfig({ TRUSTED_PROXY: '1', TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    expect(readConfig({ TRUSTED_PROXY: '1', TRUSTED_PROXY_HOPS: '10' }).trustedProxyHops).toBe(10);
    for (const junk of ['0', '11', '-1', '1.5', 'two', ' '])
      expect(readConfig({ TRUSTED_PROXY: '1', TRUSTED_PROXY_HOPS: junk }).trustedProxyHops).toBe(1);
  });
  it('refuses a webhook secret shorter than 32 bytes, naming the variable and the minimum', () => {
    expect(() => readConfig({ PRISMIC_WEBHOOK_SECRET: 'x'.repeat(31) })).toThrow(
      'PRISMIC_WEBHOOK_SECRET must be at least 32 bytes long (it has 31)',
    );
    expect(() => readConfig({ CATALOGUE_WEBHOOK_SECRET: 'e2e-catalogue-secret' })).toThrow(
      /^Invalid configuration: CATALOGUE_WEBHOOK_SECRET must be at least 32 bytes long \(it has 20\); make one with `openssl rand -hex 32`\.$/,
    );
    // Both wrong: both named. Bytes, not characters: 16 × 'é' is 32 bytes.
    expect(() => readConfig({ PRISMIC_WEBHOOK_SECRET: 'a', CATALOGUE_WEBHOOK_SECRET: 'b' })).toThrow(
      /PRISMIC_WEBHOOK_SECRET.*; CATALOGUE_WEBHOOK_SECRET/,
    );
    expect(readConfig({ PRISMIC_WEBHOOK_SECRET: 'é'.repeat(16) }).prismicWebhookSecret).toBe('é'.repeat(16));
    expect(
      readConfig({ PRISMIC_WEBHOOK_SECRET: ' ', CATALOGUE_WEBHOOK_SECRET: '' }).prismicWebhookSecret,
    ).toBe(undefined);
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
  it('refuses anything but https origins, naming the variable and the bad entries', () => {
    expect(() => readConfig({ CSP_IMAGE_HOSTS: 'https://ok.example, http://plain.example' })).toThrow(
      'CSP_IMAGE_HOSTS must be comma-separated https origins such as https://images.example.com (no path); not "http://plain.example"',
    );
    expect(() => readConfig({ CSP_MEDIA_HOSTS: 'https://cdn.example/videos' })).toThrow(
      /CSP_MEDIA_HOSTS.*"https:\/\/cdn\.example\/videos"/,
    );
    expect(() => readConfig({ CSP_IMAGE_HOSTS: "'self' https://a.example" })).toThrow(/CSP_IMAGE_HOSTS/);
    expect(() => readConfig({ CSP_IMAGE_HOSTS: 'https://user@a.example' })).toThrow(/CSP_IMAGE_HOSTS/);
    expect(() => readConfig({ CATALOGUE_IMAGE_HOST: 'img.catalogue.example' })).toThrow(
      'CATALOGUE_IMAGE_HOST must be an https origin such as https://images.example.com (no path)',
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
  it('is the local suffix while the demo hosts are on (the default), null when off', async () => {
    const { demoHostSuffix } = await import('./config');
    expect(demoHostSuffix(readConfig({}))).toBe('localhost');
    expect(demoHostSuffix(readConfig({ LOCAL_SITE_SUFFIX: 'test' }))).toBe('test');
    expect(demoHostSuffix(readConfig({ DEMO_HOSTS: 'off' }))).toBeNull();
    expect(demoHostSuffix(readConfig({ DEMO_HOSTS: '0' }))).toBeNull();
  });
});
