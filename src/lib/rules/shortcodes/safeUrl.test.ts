import { describe, expect, it } from 'vitest';
import { parseRawAttributes, typedValue } from './parseAttributes';
import { safeIframeUrl, safeLinkUrl, safeMapUrl, safeSpotifyUrl } from './safeUrl';

describe('safeLinkUrl', () => {
  it('accepts http(s) and root-relative links, upgrading http', () => {
    expect(safeLinkUrl('http://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeLinkUrl(' https://example.com/?q="x"<y> ')).toBe('https://example.com/?q=%22x%22%3Cy%3E');
    expect(safeLinkUrl('/paris/tours/?a=1#top')).toBe('/paris/tours/?a=1#top');
  });
  it('refuses script, data, protocol-relative, credentials and hostless URLs', () => {
    expect(safeLinkUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeLinkUrl('JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(safeLinkUrl('java\nscript:alert(1)')).toBeUndefined();
    expect(safeLinkUrl('data:text/html,<script>')).toBeUndefined();
    expect(safeLinkUrl('//evil.com')).toBeUndefined();
    expect(safeLinkUrl('/\\evil.com')).toBeUndefined();
    // issue 20 §5: dot segments and encoded separators are resolved before the check
    expect(safeLinkUrl('/x/..//evil.com')).toBeUndefined();
    expect(safeLinkUrl('/x/%2e%2e//evil.com')).toBeUndefined();
    expect(safeLinkUrl('/%2f%2fevil.com')).toBeUndefined();
    expect(safeLinkUrl('https://user:pw@example.com/')).toBeUndefined();
    expect(safeLinkUrl('https://localhost/')).toBeUndefined();
    expect(safeLinkUrl('https://exa mple.com')).toBeUndefined();
    expect(safeLinkUrl('paris/')).toBeUndefined();
  });
});

describe('embed sources', () => {
  it('allows iframe players on listed hosts only', () => {
    expect(safeIframeUrl('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1');
    expect(safeIframeUrl('https://www.google.com/maps/embed?pb=1')).toBe(
      'https://www.google.com/maps/embed?pb=1',
    );
    expect(safeIframeUrl('https://www.google.com/search?q=x')).toBeUndefined();
    expect(safeIframeUrl('https://evil.example.com/embed')).toBeUndefined();
    expect(safeIframeUrl('/local/page')).toBeUndefined();
  });
  it('allows Google Maps embeds for maps', () => {
    expect(safeMapUrl('https://maps.google.com/maps?q=Louvre&output=embed')).toBe(
      'https://maps.google.com/maps?q=Louvre&output=embed',
    );
    expect(safeMapUrl('https://maps.google.com/maps?q=Louvre')).toBeUndefined();
    expect(safeMapUrl('https://www.youtube.com/embed/x')).toBeUndefined();
  });
  it('turns Spotify links and URIs into embed URLs', () => {
    expect(safeSpotifyUrl('https://open.spotify.com/album/1A2b')).toBe(
      'https://open.spotify.com/embed/album/1A2b',
    );
    expect(safeSpotifyUrl('https://open.spotify.com/embed/track/9Z?utm=x')).toBe(
      'https://open.spotify.com/embed/track/9Z',
    );
    expect(safeSpotifyUrl('spotify:track:4uLU6hMCjMI75M1A2tKUQC')).toBe(
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    );
    expect(safeSpotifyUrl('https://open.spotify.com/user/abc')).toBeUndefined();
    expect(safeSpotifyUrl('https://evil.com/track/1')).toBeUndefined();
    expect(safeSpotifyUrl('spotify:track:<x>')).toBeUndefined();
  });
});

describe('attributes', () => {
  it('reads raw attributes with lowercased names', () => {
    expect(parseRawAttributes(' TGID="42" newtab Title=\'A "b"\' x=y ')).toEqual({
      tgid: '42',
      newtab: 'true',
      title: 'A "b"',
      x: 'y',
    });
    expect(parseRawAttributes('')).toEqual({});
    expect(parseRawAttributes('a="unterminated')).toBeUndefined();
    expect(parseRawAttributes('"quoted"')).toBeUndefined();
  });
  it('types values', () => {
    expect(typedValue('int', '42')).toBe(42);
    expect(typedValue('int', '4.2')).toBeUndefined();
    expect(typedValue('number', '-0.5')).toBe(-0.5);
    expect(typedValue('number', '1.2.3')).toBeUndefined();
    expect(typedValue('number', 'Infinity')).toBeUndefined();
    expect(typedValue('boolean', 'Yes')).toBe(true);
    expect(typedValue('boolean', '0')).toBe(false);
    expect(typedValue('boolean', 'maybe')).toBeUndefined();
    expect(typedValue('text', ' <i>Hi</i>\u0007 ')).toBe('iHi/i');
    expect(typedValue('text', '<>')).toBeUndefined();
    expect(typedValue('id', 'tickets-1')).toBe('tickets-1');
    expect(typedValue('id', 'a b')).toBeUndefined();
    expect(typedValue('date', '2026/05/13')).toBe('2026-05-13');
    expect(typedValue('date', 'someday')).toBeUndefined();
    expect(typedValue('link', '/a')).toBe('/a');
    expect(typedValue('iframe', 'https://www.youtube.com/embed/a')).toBe('https://www.youtube.com/embed/a');
    expect(typedValue('map', 'https://www.google.com/maps/embed?pb=2')).toBe(
      'https://www.google.com/maps/embed?pb=2',
    );
    expect(typedValue('spotify', 'spotify:show:abc')).toBe('https://open.spotify.com/embed/show/abc');
  });
});
