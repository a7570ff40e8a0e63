/**
 * Whether a site's header shows its navigation in one row on wide screens (issue 21 §1): only when the
 * brand, every top-level label and the tools (search, languages, currency) fit the row of a 75rem
 * screen without wrapping or overlapping; otherwise wide screens keep the menu button of phones. The
 * widths are estimates of the system font (bold 20 px brand, semi-bold 16 px labels), made on the
 * server so that no script measures anything.
 */

/** The row's width at the 75rem breakpoint (1200 px less the page's side padding). */
export const HEADER_ROW_PX = 1136;
/** Search link, language drop-down and currency button, with their gaps. */
export const HEADER_TOOLS_PX = 280;
const BRAND_CHAR_PX = 11;
const LABEL_CHAR_PX = 9;
/** The gap after each label, and the marker of a drop-down group. */
const ITEM_GAP_PX = 20;
const GROUP_MARKER_PX = 16;
/** The gaps between brand, navigation and tools. */
const ROW_GAPS_PX = 48;

export interface HeaderItem {
  label: string;
  group: boolean;
}

/** The estimated width of the header's one-row layout, in CSS pixels. */
export function headerRowWidth(brand: string, items: readonly HeaderItem[]): number {
  const labels = items.reduce(
    (sum, item) =>
      sum + [...item.label].length * LABEL_CHAR_PX + ITEM_GAP_PX + (item.group ? GROUP_MARKER_PX : 0),
    0,
  );
  return [...brand].length * BRAND_CHAR_PX + labels + HEADER_TOOLS_PX + ROW_GAPS_PX;
}

/**
 * @example headerFitsOneRow('Vienna Tickets', [{ label: 'Opera', group: false }]) === true
 */
export function headerFitsOneRow(brand: string, items: readonly HeaderItem[]): boolean {
  return headerRowWidth(brand, items) <= HEADER_ROW_PX;
}
