/** Coordinates rounded to a tenth of a unit: smaller SVG text, identical output on every run. */
export const r = (value: number): number => Math.round(value * 10) / 10;

/**
 * A path's `d` with every number rounded: d`M${x} ${y}L${x2} ${y2}`.
 * @example d`M${1.234} ${5}` === 'M1.2 5'
 */
export const d = (strings: TemplateStringsArray, ...values: number[]): string =>
  strings.reduce((out, text, index) => out + text + (index < values.length ? r(values[index] ?? 0) : ''), '');

/** A circle as path data, to gather many small ones in one path. */
export const dot = (x: number, y: number, radius: number): string =>
  d`M${x - radius} ${y}a${radius} ${radius} 0 1 0 ${radius * 2} 0a${radius} ${radius} 0 1 0 ${-radius * 2} 0Z`;

/** A fill attribute, with an opacity below 1 when asked. */
export const fill = (colour: string, opacity = 1): string =>
  opacity >= 1 ? `fill="${colour}"` : `fill="${colour}" fill-opacity="${Math.round(opacity * 100) / 100}"`;

/** A stroke without fill. */
export const stroke = (colour: string, width: number, extra = ''): string =>
  `fill="none" stroke="${colour}" stroke-width="${r(width)}"${extra ? ` ${extra}` : ''}`;

/** A closed polygon through the points. */
export const polygon = (points: readonly (readonly [number, number])[], attributes: string): string =>
  `<polygon points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" ${attributes}/>`;

export const circle = (cx: number, cy: number, radius: number, attributes: string): string =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" ${attributes}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attributes: string): string =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" ${attributes}/>`;

export const rect = (x: number, y: number, width: number, height: number, attributes: string): string =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" ${attributes}/>`;

/** A rectangle with rounded corners. */
export const roundRect = (
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  attributes: string,
): string =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" rx="${r(radius)}" ${attributes}/>`;

export const path = (pathData: string, attributes: string): string => `<path d="${pathData}" ${attributes}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, attributes: string): string =>
  `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" ${attributes}/>`;

/** A group moved to (x, y), scaled by `scale` (negative x scale mirrors it) and turned by `angle` degrees. */
export const place = (
  x: number,
  y: number,
  scale: number,
  body: string,
  { angle = 0, mirror = false, scaleY }: { angle?: number; mirror?: boolean; scaleY?: number } = {},
): string => {
  const sx = Math.round(scale * (mirror ? -1 : 1) * 10_000) / 10_000;
  const sy = Math.round((scaleY ?? scale) * 10_000) / 10_000;
  const turn = angle ? ` rotate(${r(angle)})` : '';
  return `<g transform="translate(${r(x)} ${r(y)})${turn} scale(${sx} ${sy})">${body}</g>`;
};

/** An arch: a rectangle of width `width` from `bottom` up to `top`, closed by a half circle. */
export const archPath = (x: number, bottom: number, width: number, top: number): string => {
  const half = width / 2;
  const spring = Math.min(bottom, top + half);
  return d`M${x - half} ${bottom}L${x - half} ${spring}A${half} ${half} 0 0 1 ${x + half} ${spring}L${x + half} ${bottom}Z`;
};
