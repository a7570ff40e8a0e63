import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robotsTxt';

describe('robotsTxt', () => {
  it('lets crawlers into a microsite except its APIs and names the sitemap index', () => {
    expect(robotsTxt('http://colosseum.localhost:4412')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /_content/',
        '',
        'Sitemap: http://colosseum.localhost:4412/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
  it('closes any other host', () => {
    expect(robotsTxt(undefined)).toBe('User-agent: *\nDisallow: /\n');
  });
});
