import type { ShortcodeNode } from '../../rules/shortcodes/parseShortcodes';

// The parser has checked every attribute against its kind; these read them with their types.
const raw = (node: ShortcodeNode, name: string): unknown =>
  (node.attributes as Record<string, unknown>)[name];

/** @example textAttribute(node, 'title') === 'Good to know' */
export function textAttribute(node: ShortcodeNode, name: string): string | undefined {
  const value = raw(node, name);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** @example numberAttribute(node, 'height') === 315 */
export function numberAttribute(node: ShortcodeNode, name: string): number | undefined {
  const value = raw(node, name);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** @example booleanAttribute(node, 'newtab') === true */
export const booleanAttribute = (node: ShortcodeNode, name: string): boolean => raw(node, name) === true;
