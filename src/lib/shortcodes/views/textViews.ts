import type { ShortcodeNode } from '../../rules/shortcodes/parseShortcodes';
import { formatIsoDate } from '../../rules/dates/formatIsoDate';
import { textAttribute } from './attributes';
import { NONE, type WidgetEnv, type WidgetView } from './widgetTypes';

/**
 * `[date date text]`: a date in the page's language in a `<time>` element, after the editor's label
 * ("Opening night: May 13, 2026"); enclosed content is shown as the text of the date.
 */
export function dateView(node: ShortcodeNode, env: WidgetEnv): WidgetView {
  const iso = textAttribute(node, 'date');
  const date = iso ? formatIsoDate(iso, env.language, env.region) : '';
  const label = textAttribute(node, 'text');
  const useChildren = node.children.length > 0;
  if (!date && !label && !useChildren) return NONE;
  const text = date && label ? env.t('widgets.dateLabelled', { label, date }) : date || (label ?? '');
  return { kind: 'date', text, datetime: date ? iso : undefined, useChildren };
}

/** `[popup title text]…[/popup]`: a disclosure ("More information") that works without JavaScript. */
export function popupView(node: ShortcodeNode, env: WidgetEnv): WidgetView {
  const text = textAttribute(node, 'text');
  const useChildren = node.children.length > 0;
  if (!text && !useChildren) return NONE;
  return { kind: 'popup', summary: textAttribute(node, 'title') ?? env.t('widgets.more'), text, useChildren };
}

/** `[notes title]…[/notes]`: a highlighted note ("Good to know") around the enclosed content. */
export function notesView(node: ShortcodeNode, env: WidgetEnv): WidgetView {
  if (node.children.length === 0) return NONE;
  return { kind: 'notes', title: textAttribute(node, 'title') ?? env.t('widgets.notes'), useChildren: true };
}
