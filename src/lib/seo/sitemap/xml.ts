export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/FFFF): escaping
// cannot save them, so they are dropped rather than making the whole sitemap unreadable.
const NOT_XML = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  ].join('|'),
  'g',
);

/**
 * Text safe in XML element content and attribute values: the five special characters as entities,
 * characters XML cannot carry removed.
 * @example xmlEscape('a&b <c> "d"') === 'a&amp;b &lt;c&gt; &quot;d&quot;'
 */
export function xmlEscape(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** `<name>escaped text</name>`, or nothing when the value is missing. */
export function element(name: string, value: string | number | undefined): string {
  return value === undefined ? '' : `<${name}>${xmlEscape(String(value))}</${name}>`;
}
