const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` are written as `\u` escapes
 * so no text can close the element or open a comment, and U+2028/2029 so older parsers read it as JSON.
 * The parsed value is unchanged.
 * @example serializeJsonLd({ name: '</script>' }) === '{"name":"\\u003c/script\\u003e"}'
 */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE[character] ?? character);
}
