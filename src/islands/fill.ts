/**
 * Fills `{name}` placeholders of a message the server translated for an island; unknown names stay.
 * Islands get their strings as props, never the translation bundles (docs/decisions.md).
 * @example fill('Currency: {code}', { code: 'EUR' }) === 'Currency: EUR'
 */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
