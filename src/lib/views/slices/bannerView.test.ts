import { describe, expect, it } from 'vitest';
import { customBannerSlice } from '../../content/slices/sliceSchemas';
import { previewLinkResolver } from '../../routing/linkResolver';
import { bannerView, mediaUrl } from './bannerView';

const banner = (primary: Record<string, unknown>, variation = 'default') =>
  bannerView(
    customBannerSlice.parse({ slice_type: 'custom_banner', variation, primary }),
    previewLinkResolver('colosseum-rome-tickets.com'),
  );

describe('mediaUrl', () => {
  it('keeps same-host paths and upgrades http and protocol-relative URLs', () => {
    expect(mediaUrl('/media/banners/rome/0.webp')).toBe('/media/banners/rome/0.webp');
    expect(mediaUrl('//cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(mediaUrl('http://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
  it('refuses scripts, data and junk', () => {
    expect(mediaUrl('javascript:alert(1)')).toBeUndefined();
    expect(mediaUrl('data:image/png;base64,AAAA')).toBeUndefined();
    expect(mediaUrl('')).toBeUndefined();
    expect(mediaUrl(undefined)).toBeUndefined();
  });
});

describe('bannerView', () => {
  const prismic = 'https://images.prismic.io/my-repo/louvre.jpg';
  const withThumbnails = {
    url: `${prismic}?auto=format,compress&rect=0,0,1600,1000&w=1600&h=1000`,
    alt: 'The Louvre',
    dimensions: { width: 1600, height: 1000 },
    copyright: null,
    id: 'Zx1',
    edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
    mobile: {
      url: `${prismic}?rect=400,0,800,500&w=800&h=500`,
      alt: 'The Louvre',
      dimensions: { width: 800, height: 500 },
    },
    broken: { url: 42 },
  };
  it("shows the image's main view above 768 px and its mobile crop below", () => {
    const view = banner({ title: 'Louvre', uploaded_image: withThumbnails });
    expect(view.image).toEqual({
      src: `${prismic}?auto=format,compress&rect=0,0,1600,1000&w=1600&h=1000`,
      alt: 'The Louvre',
      width: 1600,
      height: 1000,
    });
    expect(view.mobileImage).toEqual({
      src: `${prismic}?rect=400,0,800,500&w=800&h=500`,
      alt: 'The Louvre',
      width: 800,
      height: 500,
    });
  });
  it('prefers a mobile upload to the mobile thumbnail', () => {
    const view = banner({
      title: 'Louvre',
      uploaded_image: withThumbnails,
      mobile_banner_uploaded: {
        url: '/media/banners/paris/0-mobile.webp',
        dimensions: { width: 800, height: 500 },
      },
    });
    expect(view.image?.width).toBe(1600);
    expect(view.mobileImage?.src).toBe('/media/banners/paris/0-mobile.webp');
  });

  it('prefers the uploaded image with its own size, 16:10 otherwise', () => {
    const view = banner({
      title: 'Skip the line',
      image_src: '/media/banners/rome/1.webp',
      uploaded_image: {
        url: '/media/banners/rome/0.webp',
        alt: 'The Colosseum',
        dimensions: { width: 1200, height: 750 },
      },
      mobile_banner_url: '/media/banners/rome/0.webp?w=800',
    });
    expect(view.image).toEqual({
      src: '/media/banners/rome/0.webp',
      alt: 'The Colosseum',
      width: 1200,
      height: 750,
    });
    expect(view.mobileImage).toEqual({
      src: '/media/banners/rome/0.webp?w=800',
      alt: 'Skip the line',
      width: 800,
      height: 500,
    });
  });
  it('falls back to image_src at 1600×1000 with the alt text or the title', () => {
    expect(
      banner({ title: [{ type: 'heading2', text: 'Rome at night' }], image_src: '/media/x.webp' }).image,
    ).toEqual({
      src: '/media/x.webp',
      alt: 'Rome at night',
      width: 1600,
      height: 1000,
    });
  });
  it('takes the mobile art from mobile_banner_uploaded, else the uploaded image’s mobile crop, else the URL', () => {
    const uploaded_image = {
      url: 'https://images.prismic.io/repo/hero.jpg?auto=format',
      alt: 'Hero',
      dimensions: { width: 1600, height: 1000 },
      mobile: {
        url: 'https://images.prismic.io/repo/hero.jpg?rect=0,0,800,500',
        alt: 'Hero',
        dimensions: { width: 800, height: 500 },
      },
    };
    expect(banner({ uploaded_image, mobile_banner_url: '/media/m.webp' }).mobileImage).toEqual({
      src: 'https://images.prismic.io/repo/hero.jpg?rect=0,0,800,500',
      alt: 'Hero',
      width: 800,
      height: 500,
    });
    const own = { url: '/media/own.webp', alt: 'Own', dimensions: { width: 640, height: 400 } };
    expect(banner({ uploaded_image, mobile_banner_uploaded: own }).mobileImage).toEqual({
      src: '/media/own.webp',
      alt: 'Own',
      width: 640,
      height: 400,
    });
    expect(
      banner({
        uploaded_image: { ...uploaded_image, mobile: { url: 3 } },
        mobile_banner_url: '/media/m.webp',
      }).mobileImage,
    ).toEqual({ src: '/media/m.webp', alt: '', width: 800, height: 500 });
  });
  it('shows a call to action only with a label and a safe link', () => {
    expect(banner({ cta_label: 'Book', cta_link: { link_type: 'Web', url: '/tickets/' } }).cta).toEqual({
      label: 'Book',
      href: '/tickets/',
    });
    expect(
      banner({ cta_label: 'Book', cta_link: { link_type: 'Web', url: 'javascript:alert(1)' } }).cta,
    ).toBeUndefined();
    expect(banner({ cta_link: { link_type: 'Web', url: '/tickets/' } }).cta).toBeUndefined();
    expect(banner({ cta_label: 'Book', cta_link: { link_type: 'Any' } }).cta).toBeUndefined();
    expect(banner({ cta_label: 'Book', cta_link: '/tickets/' }).cta).toBeUndefined();
  });
  it("resolves a Document link with the site's link resolver", () => {
    const cta_link = {
      link_type: 'Document',
      id: 'ZxQ1',
      uid: 'colosseum-rome-tickets.com.guided-tours',
      type: 'microsite',
      lang: 'it-it',
      tags: [],
      slug: 'guided-tours',
      isBroken: false,
    };
    expect(banner({ cta_label: 'Visite', cta_link }).cta).toEqual({
      label: 'Visite',
      href: '/it/guided-tours/',
    });
    expect(
      banner({ cta_label: 'Visite', cta_link: { ...cta_link, uid: 'other-site.com.x' } }).cta,
    ).toBeUndefined();
  });
  it('is a video banner only in the video variation with a usable video', () => {
    expect(
      banner({ video_url: { link_type: 'Web', url: '/media/videos/rome.mp4' } }, 'videoText').variation,
    ).toBe('videoText');
    expect(banner({ video_url: { link_type: 'Web', url: '/media/videos/rome.mp4' } }).variation).toBe(
      'imageText',
    );
    expect(
      banner({ video_url: { link_type: 'Web', url: 'ftp://x/y.mp4' } }, 'videoText').video,
    ).toBeUndefined();
  });
});
