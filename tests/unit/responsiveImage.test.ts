import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ResponsiveImage from '../../src/components/media/ResponsiveImage.astro';

const render = async (props: Record<string, unknown>) =>
  (await AstroContainer.create()).renderToString(ResponsiveImage, { props });

describe('ResponsiveImage.astro', () => {
  it('renders a lazy img with srcset, sizes and intrinsic size', async () => {
    const html = await render({
      src: '/media/safety/7.webp',
      alt: 'Wicked',
      width: 800,
      height: 800,
      class: 'pic',
    });
    expect(html).toMatch(/^<img [^>]*>$/);
    expect(html).toContain('src="/media/safety/7.webp"');
    expect(html).toContain('alt="Wicked"');
    expect(html).toContain('width="800"');
    expect(html).toContain('height="800"');
    expect(html).toContain(
      'srcset="/media/safety/7.webp?w=160 160w, /media/safety/7.webp?w=240 240w, /media/safety/7.webp?w=320 320w, /media/safety/7.webp?w=480 480w, /media/safety/7.webp?w=640 640w, /media/safety/7.webp?w=720 720w, /media/safety/7.webp?w=800 800w"',
    );
    expect(html).toContain('sizes="auto, (max-width: 767px) 100vw, 50vw"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('class="pic"');
    expect(html).not.toContain('fetchpriority');
  });

  it('loads a priority image eagerly with high priority', async () => {
    const html = await render({
      src: 'https://cdn.example.com/a.jpg?auto=format',
      alt: '',
      width: 480,
      height: 320,
      sizes: '100vw',
      priority: true,
    });
    expect(html).toMatch(/ alt( |="" )/); // an empty alt (decorative): Astro writes a bare attribute
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('https://cdn.example.com/a.jpg?auto=format&amp;w=480 480w');
  });

  it('becomes a picture with a mobile source for banners', async () => {
    const html = await render({
      src: '/media/banners/rome/0.webp',
      mobileSrc: '/media/banners/rome/0-mobile.webp',
      alt: 'Rome',
      width: 1600,
      height: 1000,
      priority: true,
    });
    expect(html).toMatch(/^<picture><source [^>]*><img [^>]*><\/picture>$/);
    expect(html).toContain('media="(max-width: 767px)"');
    expect(html).toContain('/media/banners/rome/0-mobile.webp?w=800 800w"');
    expect(html).toMatch(/<source [^>]*width="800" height="500"/);
    expect(html).toContain('/media/banners/rome/0.webp?w=1600 1600w"');
  });
});
