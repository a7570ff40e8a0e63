import { INVALID_DATE, parseDate } from '../dates/parseDate';
import { safeIframeUrl, safeLinkUrl, safeMapUrl, safeSpotifyUrl } from './safeUrl';
import type { AttributeKind } from './shortcodeSpec';

// name="value" | name='value' | name=“value” | name=value | name
const ATTRIBUTE =
  /([A-Za-z_][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|“([^”]*)”|‘([^’]*)’|([^\s"'“”‘’\]]+)))?\s*/y;

/**
 * The raw attributes of a shortcode's opening tag, names lowercased (spec 000 §2); a bare name is a
 * flag with value 'true'. Anything that is not a list of attributes (an unterminated quote, stray
 * symbols) makes the whole tag malformed: undefined.
 * @example parseRawAttributes(' TGID="42" newtab') → { tgid: '42', newtab: 'true' }
 */
export function parseRawAttributes(source: string): Record<string, string> | undefined {
  const attributes: Record<string, string> = {};
  const text = source.trim();
  ATTRIBUTE.lastIndex = 0;
  while (ATTRIBUTE.lastIndex < text.length) {
    const start = ATTRIBUTE.lastIndex;
    const match = ATTRIBUTE.exec(text);
    if (!match || ATTRIBUTE.lastIndex === start) return undefined;
    const [, name = '', ...values] = match;
    attributes[name.toLowerCase()] = values.find((value) => value !== undefined) ?? 'true';
  }
  return attributes;
}

// Plain text only: no markup delimiters, no control characters.
const plainText = (value: string): string => value.replace(/[<>\p{Cc}]/gu, '').trim();

/**
 * One attribute value checked and converted to its kind; undefined when it does not qualify.
 * @example typedValue('int', '42') === 42; typedValue('link', 'javascript:alert(1)') === undefined
 */
export function typedValue(kind: AttributeKind, raw: string): string | number | boolean | undefined {
  const value = raw.trim();
  switch (kind) {
    case 'int':
      return /^\d{1,15}$/.test(value) ? Number(value) : undefined;
    case 'number': {
      const number = Number(value);
      return value !== '' && /^[-+]?[\d.]+$/.test(value) && Number.isFinite(number) ? number : undefined;
    }
    case 'boolean':
      if (/^(true|yes|1)$/i.test(value)) return true;
      return /^(false|no|0)$/i.test(value) ? false : undefined;
    case 'text':
      return plainText(value) || undefined;
    case 'id':
      return /^[A-Za-z][\w-]{0,99}$/.test(value) ? value : undefined;
    case 'date': {
      const iso = parseDate(value);
      return iso === INVALID_DATE ? undefined : iso;
    }
    case 'link':
      return safeLinkUrl(value);
    case 'iframe':
      return safeIframeUrl(value);
    case 'map':
      return safeMapUrl(value);
    case 'spotify':
      return safeSpotifyUrl(value);
  }
}
