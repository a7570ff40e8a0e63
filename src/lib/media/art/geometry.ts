/** Coordinates rounded to a tenth of a unit: smaller SVG text, identical output on every run. */
export const r = (value: number): number => Math.round(value * 10) / 10;

/** A closed polygon through the points. */
export const polygon = (points: readonly (readonly [number, number])[], attributes: string): string =>
  `<polygon points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')}" ${attributes}/>`;

export const circle = (cx: number, cy: number, radius: number, attributes: string): string =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" ${attributes}/>`;

export const rect = (x: number, y: number, width: number, height: number, attributes: string): string =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" ${attributes}/>`;
