import { describe, expect, it } from 'vitest';
import { isPrismicImage, prismicImageUrl } from './prismicImage';

describe('isPrismicImage', () => {
  it("recognises https URLs on Prismic's image CDN only", () => {
    expect(isPrismicImage('https://images.prismic.io/my-repo/a.jpg')).toBe(true);
    expect(isPrismicImage(' https://Images.Prismic.io/my-repo/a.jpg ')).toBe(true);
    expect(isPrismicImage('http://images.prismic.io/my-repo/a.jpg')).toBe(false);
    expect(isPrismicImage('https://images.prismic.io.evil.example/a.jpg')).toBe(false);
    expect(isPrismicImage('https://my-repo.cdn.prismic.io/my-repo/menu.pdf')).toBe(false);
    expect(isPrismicImage('/media/cities/rome.webp')).toBe(false);
  });
});

describe('prismicImageUrl', () => {
  const url = (href: string) => new URL(href);
  it('sets the width, adds auto=format, drops the height and keeps the crop', () => {
    expect(
      prismicImageUrl(
        url('https://images.prismic.io/r/a.jpg?auto=compress&rect=0,0,800,500&w=800&h=500'),
        480,
      ),
    ).toBe('https://images.prismic.io/r/a.jpg?auto=format,compress&rect=0,0,800,500&w=480');
  });
  it("keeps Prismic's own auto=format,compress and any fit or quality", () => {
    expect(
      prismicImageUrl(url('https://images.prismic.io/r/a.jpg?auto=format,compress&fit=crop&q=60'), 1200),
    ).toBe('https://images.prismic.io/r/a.jpg?auto=format,compress&fit=crop&q=60&w=1200');
  });
  it('adds auto=format to a bare URL', () => {
    expect(prismicImageUrl(url('https://images.prismic.io/r/a.jpg'), 320)).toBe(
      'https://images.prismic.io/r/a.jpg?auto=format&w=320',
    );
  });
});
