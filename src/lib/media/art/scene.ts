import type { Canvas } from './backdrop.ts';
import { mix } from './colour.ts';
import { place } from './geometry.ts';
import { LANDMARKS, type Landmark, type LandmarkColours, type LandmarkId } from './landmarks.ts';
import { tint, type Light, type Mood } from './palettes.ts';
import type { ArtRandom } from './random.ts';

/** What a scene knows of its product: the place, the product's own colour and variations. */
export interface Place {
  /** The landmark the product is about, or the city's best known. */
  landmark: LandmarkId;
  /** Whether the product's name mentions the landmark (a museum that is one shows itself first). */
  named: boolean;
  /** Another landmark of the city, seen in the distance (a cruise's bridge, a bus's backdrop). */
  second: LandmarkId | undefined;
  /** A city without landmarks of its own is drawn as rows of buildings. */
  cityCode: string | undefined;
  /** The product's English name, for its stage set or destination; never drawn. */
  title: string;
  /** Tours: a guide with a flag leads the people. */
  guide: boolean;
  /** An evening product (dinner cruise, night tour): its pictures lean to dusk and night. */
  evening: boolean;
  /** Draws shared by all the pictures of one product (its colours, its stage set). */
  product: ArtRandom;
}

/** One composition of a motif: a view and the time of day it is drawn in. */
export interface Shot {
  view: string;
  mood: Mood;
}

/** A motif: the compositions it offers, in gallery order, and how to draw one. */
export interface Scene {
  shots: readonly [Shot, ...Shot[]];
  /** The views a visitor's snapshot (a review photo) may be of; all the shots' when absent. */
  snapshots?: readonly [string, ...string[]];
  draw(cv: Canvas, place: Place, view: string): string;
}

export type LandmarkStyle = 'lit' | 'silhouette' | 'flood';

/** A landmark's colours under the scene's light: lit by day, dark against a sunset, floodlit at night. */
export function landmarkColours(
  landmark: Landmark,
  light: Light,
  style: LandmarkStyle = 'lit',
): LandmarkColours {
  const base = landmark.colours;
  if (style === 'flood') {
    const wash = (colour: string, k: number) => mix(mix(colour, light.ambient, 0.32 + k), light.glow, 0.22);
    return {
      body: wash(base.body, 0),
      shade: wash(base.shade, 0.12),
      hole: mix(light.glow, base.hole, 0.25),
      trim: wash(base.trim, -0.05),
      accent: wash(base.accent, 0.05),
      light,
    };
  }
  const extra = style === 'silhouette' ? 0.38 : 0;
  return {
    body: tint(light, base.body, extra),
    shade: tint(light, base.shade, extra + 0.06),
    hole: style === 'silhouette' ? tint(light, base.hole, extra + 0.1) : tint(light, base.hole),
    trim: tint(light, base.trim, extra - 0.04),
    accent: tint(light, base.accent, extra),
    light,
  };
}

/** The scale at which a landmark fits a box. */
export const fit = (landmark: Landmark, width: number, height: number): number =>
  Math.min(width / landmark.width, height / landmark.height);

/** A landmark standing at (x, y), `scale` picture units per landmark unit. */
export function drawLandmark(
  id: LandmarkId,
  x: number,
  y: number,
  scale: number,
  light: Light,
  {
    style = 'lit',
    mirror = false,
    angle = 0,
  }: { style?: LandmarkStyle; mirror?: boolean; angle?: number } = {},
): string {
  const landmark = LANDMARKS[id];
  return place(x, y, scale, landmark.draw(landmarkColours(landmark, light, style)), { mirror, angle });
}

/** Its reflection in water below y: flattened, faint. */
export function reflection(
  id: LandmarkId,
  x: number,
  y: number,
  scale: number,
  light: Light,
  style: LandmarkStyle,
): string {
  const landmark = LANDMARKS[id];
  return `<g opacity="0.28">${place(x, y, scale, landmark.draw(landmarkColours(landmark, light, style)), { scaleY: -scale * 0.6 })}</g>`;
}

/** Ground colours: a paved square, a lawn. */
export const paving = (light: Light): string => tint(light, '#d6c6a4');
export const lawn = (light: Light): string => tint(light, light.green);
export const asphalt = (light: Light): string => tint(light, '#6f737a');
export const stone = (light: Light): string => tint(light, '#b9ab90');
