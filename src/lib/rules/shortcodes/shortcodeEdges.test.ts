import { describe, expect, it } from 'vitest';
import { parseRawAttributes, typedValue } from './parseAttributes';
import { parseShortcodes } from './parseShortcodes';
import { IFRAME_HOSTS, safeIframeUrl, safeLinkUrl, safeMapUrl, safeSpotifyUrl } from './safeUrl';

describe('shortcode edges', () => {
  it('allows exactly the listed iframe hosts', () => {
    expect([...IFRAME_HOSTS]).toEqual([
      'www.youtube.com',
      'youtube.com',
      'www.youtube-nocookie.com',
      'player.vimeo.com',
      'open.spotify.com',
      'www.google.com',
      'maps.google.com',
    ]);
    for (const host of ['youtube.com', 'www.youtube-nocookie.com', 'open.spotify.com']) {
      expect(safeIframeUrl(`https://${host}/embed/x`)).toBe(`https://${host}/embed/x`);
    }
    expect(safeIframeUrl('https://maps.google.com/maps?q=x&output=embed')).toBe(
      'https://maps.google.com/maps?q=x&output=embed',
    );
    expect(safeIframeUrl('https://maps.google.com/maps?q=x')).toBeUndefined();
  });
  it('checks Google Maps hosts and paths exactly', () => {
    expect(safeMapUrl('https://maps.example.com/maps/embed?pb=1')).toBeUndefined();
    expect(safeMapUrl('https://www.google.com/x/maps/embed')).toBeUndefined();
    expect(safeMapUrl('https://evil.com/maps?output=embed')).toBeUndefined();
  });
  it('checks Spotify URIs and paths exactly', () => {
    expect(safeSpotifyUrl(' spotify:track:abc ')).toBe('https://open.spotify.com/embed/track/abc');
    expect(safeSpotifyUrl('xspotify:track:abc')).toBeUndefined();
    expect(safeSpotifyUrl('spotify:track:abc:extra')).toBeUndefined();
    expect(safeSpotifyUrl('https://open.spotify.com/x/track/abc')).toBeUndefined();
    expect(safeSpotifyUrl('https://open.spotify.com/track/abc/more')).toBeUndefined();
  });
  it('refuses non-http schemes that merely contain http://', () => {
    expect(safeLinkUrl('javascript:alert("http://x.com")')).toBeUndefined();
    expect(safeLinkUrl('https://a.com')).toBe('https://a.com/');
    expect(safeLinkUrl('https://user@example.com/')).toBeUndefined();
    expect(safeLinkUrl('https://:pw@example.com/')).toBeUndefined();
  });
  it('types values strictly', () => {
    expect(typedValue('number', ' 2.5 ')).toBe(2.5);
    expect(typedValue('number', '')).toBeUndefined();
    expect(typedValue('number', 'x1')).toBeUndefined();
    expect(typedValue('number', '1x')).toBeUndefined();
    expect(typedValue('boolean', 'truely')).toBeUndefined();
    expect(typedValue('boolean', 'untrue')).toBeUndefined();
    expect(typedValue('boolean', 'nope')).toBeUndefined();
    expect(typedValue('boolean', 'ano')).toBeUndefined();
    expect(typedValue('boolean', ' no ')).toBe(false);
    expect(typedValue('text', '  padded  ')).toBe('padded');
    expect(typedValue('int', ' 7 ')).toBe(7);
    expect(parseRawAttributes("a=‘x’ b='it’s'")).toEqual({ a: 'x', b: 'it’s' });
    expect(parseRawAttributes('a=1 !')).toBeUndefined();
  });
  it('keeps structure when closing outer tags over unclosed inner ones', () => {
    expect(parseShortcodes('[popup title=A][bus][check]x[/check]y[/popup]')).toEqual([
      {
        type: 'shortcode',
        name: 'popup',
        attributes: { title: 'A' },
        children: [
          { type: 'shortcode', name: 'bus', attributes: {}, children: [] },
          { type: 'shortcode', name: 'check', attributes: {}, children: [{ type: 'text', text: 'x' }] },
          { type: 'text', text: 'y' },
        ],
      },
    ]);
    expect(parseShortcodes('[notes][sun]a[/notes] [/notes ]')).toEqual([
      {
        type: 'shortcode',
        name: 'notes',
        attributes: {},
        children: [
          { type: 'shortcode', name: 'sun', attributes: {}, children: [] },
          { type: 'text', text: 'a' },
        ],
      },
      { type: 'text', text: ' [/notes ]' },
    ]);
    expect(parseShortcodes('[price tgid=5/]')).toEqual([
      { type: 'shortcode', name: 'price', attributes: { tgid: 5 }, children: [] },
    ]);
    expect(parseShortcodes('[price tgid=5 / ]after')).toEqual([
      { type: 'shortcode', name: 'price', attributes: { tgid: 5 }, children: [] },
      { type: 'text', text: 'after' },
    ]);
    expect(parseShortcodes('[cta url="/a/b"]Go[/cta]')).toEqual([
      {
        type: 'shortcode',
        name: 'cta',
        attributes: { url: '/a/b' },
        children: [{ type: 'text', text: 'Go' }],
      },
    ]);
    expect(parseShortcodes('[spotify-player]')).toEqual([{ type: 'text', text: '[spotify-player]' }]);
    expect(parseShortcodes('[experience tgid=""]')).toEqual([{ type: 'text', text: '[experience tgid=""]' }]);
  });
});
