import { describe, expect, it } from 'vitest';
import { checkImageSource } from './imageSource';

describe('checkImageSource', () => {
  it('accepts local raster images', () => {
    expect(checkImageSource('/media/photo.webp')).toEqual({ ok: true });
    expect(checkImageSource('/a/b.JPG?v=1')).toEqual({ ok: true });
  });

  it('refuses SVG, video and extensionless sources with 415', () => {
    for (const href of ['/favicon.svg', '/media/videos/rome.mp4', '/etc/passwd', '/x.svg?.png'])
      expect(checkImageSource(href)).toMatchObject({ ok: false, status: 415 });
  });

  it('refuses missing, remote, protocol-relative and overlong sources with 400', () => {
    for (const href of [null, '', 'http://evil.example/x.png', '//evil.example/x.png', '/\\evil.png'])
      expect(checkImageSource(href)).toMatchObject({ ok: false, status: 400 });
    expect(checkImageSource(`/${'a'.repeat(2_000)}.png`)).toMatchObject({ ok: false, status: 400 });
  });
});
