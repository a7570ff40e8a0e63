import type { IconName } from '../../lib/shortcodes/views/widgetTypes';

const cloud = '<path d="M6.5 16a4 4 0 1 1 1-7.9A5.5 5.5 0 0 1 18 9a3.5 3.5 0 0 1 0 7z"/>';

/**
 * The widgets' icons, drawn for this project: 24×24 strokes in `currentColor` (the SVG element
 * supplies stroke width and joins). Constant markup, never content from the CMS.
 */
export const ICONS: Record<IconName | 'map' | 'play' | 'music', string> = {
  train:
    '<rect x="5" y="3" width="14" height="14" rx="3"/><path d="M5 10h14M8.5 13.5h.01M15.5 13.5h.01M8 17l-2 4M16 17l2 4M7 20h10"/>',
  bus: '<rect x="4" y="3" width="16" height="15" rx="2"/><path d="M4 7h16M4 12h16M8 15h.01M16 15h.01M7 18v2M17 18v2"/>',
  car: '<path d="M5 17H3v-5l2-5h14l2 5v5h-2M3 12h18M9.5 17h5"/><circle cx="7.5" cy="17" r="2"/><circle cx="16.5" cy="17" r="2"/>',
  plane:
    '<path d="M12 2.5A1.5 1.5 0 0 1 13.5 4v5.5l8 5v2.5l-8-2.5v4.5l2.5 2v1.5L12 21.5l-4 1V21l2.5-2v-4.5l-8 2.5V14.5l8-5V4A1.5 1.5 0 0 1 12 2.5z"/>',
  ship: '<path d="M3 17l2 4h14l2-4-9-3-9 3zM6 15.5V9h12v6.5M12 9V4M9 4h6"/>',
  snow: '<path d="M12 2v20M4.9 7l14.2 10M19.1 7 4.9 17M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5"/>',
  location: '<path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z"/><circle cx="12" cy="9" r="2.5"/>',
  address: '<path d="M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6"/>',
  ticket:
    '<path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4zM14 5v2M14 11v2M14 17v2"/>',
  drizzle: `${cloud}<path d="M8 19v1M12 19v1M16 19v1"/>`,
  rain: `${cloud}<path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3"/>`,
  weather:
    '<circle cx="8" cy="7" r="3"/><path d="M8 1.5v1M2.5 7h1M4.1 3.1l.7.7M11.9 3.1l-.7.7M9 20a3.5 3.5 0 1 1 .9-6.9A4.8 4.8 0 0 1 19 14a3 3 0 0 1 0 6z"/>',
  season: '<path d="M5 19c0-9 5-14 15-15-1 10-6 15-15 15zM5 19l8-8"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  distance: '<path d="M3 12h18M6 9l-3 3 3 3M18 9l3 3-3 3"/>',
  timings: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  duration: '<path d="M6 3h12M6 21h12M7 3v3a5 5 0 0 0 10 0V3M7 21v-3a5 5 0 0 1 10 0v3"/>',
  check: '<path d="M4 12.5l5 5L20 6.5"/>',
  cross: '<path d="M6 6l12 12M18 6 6 18"/>',
  map: '<path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14"/>',
  play: '<circle cx="12" cy="12" r="9"/><path d="M10 8.5v7l6-3.5z"/>',
  music: '<path d="M9 18V5l11-2v13"/><circle cx="6.5" cy="18" r="2.5"/><circle cx="17.5" cy="16" r="2.5"/>',
};

export type IconKey = keyof typeof ICONS;
