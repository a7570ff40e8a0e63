/** Zoom levels of the menu viewer (1 = the PDF's own size, one point per CSS pixel). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 3;

/**
 * The next zoom step above (`in`) or below (`out`) the current zoom, which may lie between steps
 * after "fit to width"; stays at the ends.
 * @example stepZoom(1, 'in') === 1.25
 * @example stepZoom(1.1, 'out') === 1
 * @example stepZoom(3, 'in') === 3
 */
export function stepZoom(current: number, direction: 'in' | 'out'): number {
  if (direction === 'in') return ZOOM_STEPS.find((step) => step > current + 1e-6) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((step) => step < current - 1e-6) ?? MIN_ZOOM;
}

/**
 * The zoom at which a page `pageWidth` points wide fills `available` CSS pixels, within the limits.
 * @example fitWidthZoom(714, 595) === 1.2
 */
export function fitWidthZoom(available: number, pageWidth: number): number {
  if (!(available > 0) || !(pageWidth > 0)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round((available / pageWidth) * 100) / 100));
}

export type ViewerAction = 'zoomIn' | 'zoomOut' | 'reset' | 'next' | 'previous' | 'first' | 'last';

/**
 * The viewer's keyboard shortcuts: + (or =) zooms in, − (or -) out, 0 resets; Page Down / Page Up
 * and the Left and Right arrows turn pages (Up and Down scroll a zoomed page) (Left and Right swapped in right-to-left pages), Home and End go to the
 * first and last page. Escape is the dialog's own.
 * @example viewerKeyAction('+', false) === 'zoomIn'
 * @example viewerKeyAction('ArrowLeft', true) === 'next'
 */
export function viewerKeyAction(key: string, rtl: boolean): ViewerAction | undefined {
  switch (key) {
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '−':
    case '_':
      return 'zoomOut';
    case '0':
      return 'reset';
    case 'PageDown':
      return 'next';
    case 'PageUp':
      return 'previous';
    case 'ArrowRight':
      return rtl ? 'previous' : 'next';
    case 'ArrowLeft':
      return rtl ? 'next' : 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return undefined;
  }
}
