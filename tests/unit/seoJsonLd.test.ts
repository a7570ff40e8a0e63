import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import JsonLd from '../../src/components/seo/JsonLd.astro';
import { faqPage } from '../../src/lib/seo/jsonLd/faqPage';

describe('JsonLd.astro', () => {
  it('writes one ld+json script per object, skipping undefined, with script-safe JSON', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(JsonLd, {
      props: { data: [{ '@type': 'Thing', name: '</script><b>' }, undefined, faqPage([])] },
    });
    expect(html).toBe(
      '<script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script\\u003e\\u003cb\\u003e"}</script>',
    );
  });

  it('takes a single object, and renders nothing for undefined', async () => {
    const container = await AstroContainer.create();
    const one = await container.renderToString(JsonLd, { props: { data: { '@type': 'Thing' } } });
    expect(one.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(await container.renderToString(JsonLd, { props: { data: undefined } })).toBe('');
  });
});
