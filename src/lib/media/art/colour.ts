/** Colour arithmetic on `#rrggbb` strings, for tinting a scene by its light. */

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (value: number) =>
  Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');

/**
 * `a` moved a share `t` (0…1) of the way towards `b`.
 * @example mix('#000000', '#ffffff', 0.5) === '#808080'
 */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return `#${toHex(ar + (br - ar) * t)}${toHex(ag + (bg - ag) * t)}${toHex(ab + (bb - ab) * t)}`;
}

/** @example darken('#ffffff', 0.25) === '#bfbfbf' */
export const darken = (colour: string, amount: number): string => mix(colour, '#000000', amount);

/** @example lighten('#000000', 0.5) === '#808080' */
export const lighten = (colour: string, amount: number): string => mix(colour, '#ffffff', amount);
