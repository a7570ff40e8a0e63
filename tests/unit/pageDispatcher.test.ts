import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('../../src/pages/[...path].astro', import.meta.url), 'utf8');

describe('the page route (src/pages/[...path].astro)', () => {
  it('stays a short dispatcher: under 60 lines, frontmatter and template together', () => {
    expect(source.trimEnd().split('\n').length).toBeLessThan(60);
  });
  it('reads its route data from locals and decides no page kind itself', () => {
    expect(source).toContain('Astro.locals.routeData');
    for (const decision of [
      'viewKind',
      'loadView',
      'loadPage',
      'resolvePageType',
      'Astro.request',
      'Astro.url',
    ])
      expect(source).not.toContain(decision);
  });
});
