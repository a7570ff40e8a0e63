import { normaliseSameSitePath } from '../safeRedirect';

/**
 * A link target that cannot run script: an absolute http(s) URL (http upgraded to https) or a
 * root-relative path; anything else (javascript:, data:, protocol-relative tricks, junk) is refused.
 * The result is the URL parser's serialisation, so quotes and angle brackets come out percent-encoded.
 * @example safeLinkUrl('http://example.com/a b') === 'https://example.com/a%20b'; safeLinkUrl('javascript:alert(1)') === undefined
 */
export function safeLinkUrl(value: string): string | undefined {
  const text = value.trim();
  if (text.startsWith('/') || text.startsWith('\\')) return normaliseSameSitePath(text, { hash: true });
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    const parsed = new URL(text);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    if (parsed.username || parsed.password || !parsed.hostname.includes('.')) return undefined;
    parsed.protocol = 'https:';
    return parsed.href;
  } catch {
    return undefined;
  }
}

/** Hosts whose players may be embedded by the iframe shortcode (video, audio and map players). */
export const IFRAME_HOSTS: ReadonlySet<string> = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'open.spotify.com',
  'www.google.com',
  'maps.google.com',
]);

function embedUrl(value: string, accept: (url: URL) => boolean): string | undefined {
  const safe = safeLinkUrl(value);
  if (!safe?.startsWith('https://')) return undefined;
  const parsed = new URL(safe);
  return accept(parsed) ? parsed.href : undefined;
}

const isGoogleMapsEmbed = (url: URL): boolean =>
  (url.hostname === 'www.google.com' && url.pathname.startsWith('/maps/embed')) ||
  (url.hostname === 'maps.google.com' && url.searchParams.get('output') === 'embed');

/**
 * An iframe source: https on an allowed player host; Google only for its Maps embeds.
 * @example safeIframeUrl('https://www.youtube.com/embed/abc') === 'https://www.youtube.com/embed/abc'
 */
export function safeIframeUrl(value: string): string | undefined {
  return embedUrl(
    value,
    (url) =>
      IFRAME_HOSTS.has(url.hostname) && (url.hostname.includes('google') ? isGoogleMapsEmbed(url) : true),
  );
}

/**
 * A map source: a Google Maps embed URL.
 * @example safeMapUrl('https://www.google.com/maps/embed?pb=x') === 'https://www.google.com/maps/embed?pb=x'
 */
export function safeMapUrl(value: string): string | undefined {
  return embedUrl(value, isGoogleMapsEmbed);
}

/**
 * A Spotify player source: open.spotify.com links and spotify: URIs become the embed URL.
 * @example safeSpotifyUrl('spotify:album:1A2b') === 'https://open.spotify.com/embed/album/1A2b'
 */
export function safeSpotifyUrl(value: string): string | undefined {
  const uri = /^spotify:(track|album|playlist|episode|show|artist):([A-Za-z0-9]+)$/.exec(value.trim());
  if (uri) return `https://open.spotify.com/embed/${uri[1]}/${uri[2]}`;
  const safe = embedUrl(value, (url) => url.hostname === 'open.spotify.com');
  if (!safe) return undefined;
  const path = /^\/(?:embed\/)?(track|album|playlist|episode|show|artist)\/([A-Za-z0-9]+)\/?$/.exec(
    new URL(safe).pathname,
  );
  return path ? `https://open.spotify.com/embed/${path[1]}/${path[2]}` : undefined;
}
