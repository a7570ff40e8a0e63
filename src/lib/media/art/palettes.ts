import { hashKey } from './random';

/** A gradient from `from` to `to`, motifs in `accent`; all dark enough under white type. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export const PALETTES = [
  { from: '#1d3557', to: '#e63946', accent: '#f1faee' },
  { from: '#0b3c49', to: '#2a9d8f', accent: '#e9f5db' },
  { from: '#3c096c', to: '#ff7b00', accent: '#ffd166' },
  { from: '#1b4332', to: '#40916c', accent: '#d8f3dc' },
  { from: '#6f1d1b', to: '#bb9457', accent: '#ffe6a7' },
  { from: '#03045e', to: '#0077b6', accent: '#caf0f8' },
  { from: '#240046', to: '#9d4edd', accent: '#e0aaff' },
  { from: '#370617', to: '#d00000', accent: '#ffba08' },
  { from: '#22223b', to: '#7d6b7d', accent: '#f2e9e4' },
  { from: '#005f73', to: '#0a9396', accent: '#e9d8a6' },
  { from: '#590d22', to: '#c9184a', accent: '#ffccd5' },
  { from: '#283618', to: '#bc6c25', accent: '#fefae0' },
] as const satisfies readonly Palette[];

/**
 * The palette of a key (a city, category and id, say): the same key always gets the same palette.
 * @example paletteFor('ROME|1|176') === paletteFor('ROME|1|176')
 */
export function paletteFor(key: string): Palette {
  return PALETTES[hashKey(key) % PALETTES.length] ?? PALETTES[0];
}
