import { mix } from './colour.ts';
import type { ArtRandom } from './random.ts';

/** The time of day of a picture. */
export type Mood = 'day' | 'morning' | 'golden' | 'dusk' | 'night';

/** The light of a scene: its sky, and how it tints everything drawn under it. */
export interface Light {
  mood: Mood;
  /** Sky gradient, top to horizon. */
  top: string;
  bottom: string;
  /** The sun, or the moon at night. */
  sun: string;
  cloud: string;
  /** Distant hills and buildings. */
  far: string;
  /** Objects are moved `amount` towards `ambient`: blue at night, orange at sunset. */
  ambient: string;
  amount: number;
  /** Lit windows, lamps and floodlights. */
  glow: string;
  /** Grass and trees. */
  green: string;
  water: string;
}

const LIGHTS: Record<Mood, readonly [Light, ...Light[]]> = {
  day: [
    {
      mood: 'day',
      top: '#5aa9e6',
      bottom: '#cfeafa',
      sun: '#fff3b0',
      cloud: '#ffffff',
      far: '#9fc3dc',
      ambient: '#5aa9e6',
      amount: 0.06,
      glow: '#ffe08a',
      green: '#6a9f4b',
      water: '#3f88c5',
    },
    {
      mood: 'day',
      top: '#74b3ce',
      bottom: '#e6f4f1',
      sun: '#fff7cc',
      cloud: '#fbfbf8',
      far: '#a7c7cf',
      ambient: '#74b3ce',
      amount: 0.06,
      glow: '#ffe08a',
      green: '#5f9a57',
      water: '#3d8bb0',
    },
  ],
  morning: [
    {
      mood: 'morning',
      top: '#8fb8de',
      bottom: '#ffe3c2',
      sun: '#fff1cf',
      cloud: '#fff6ec',
      far: '#c2b6cc',
      ambient: '#f3c9a8',
      amount: 0.12,
      glow: '#ffe0a0',
      green: '#7a9e5a',
      water: '#6c9cc4',
    },
  ],
  golden: [
    {
      mood: 'golden',
      top: '#ec8a5a',
      bottom: '#ffd98e',
      sun: '#fff4d6',
      cloud: '#ffc49b',
      far: '#d7876a',
      ambient: '#a4443a',
      amount: 0.3,
      glow: '#fff1c4',
      green: '#7b7a3e',
      water: '#d9895f',
    },
    {
      mood: 'golden',
      top: '#e56b6f',
      bottom: '#fbc78d',
      sun: '#fff1d0',
      cloud: '#f7a48b',
      far: '#c96f6b',
      ambient: '#8c3b4a',
      amount: 0.32,
      glow: '#fff1c4',
      green: '#7d6b45',
      water: '#c9736b',
    },
  ],
  dusk: [
    {
      mood: 'dusk',
      top: '#2e2a6b',
      bottom: '#ef8a74',
      sun: '#ffd8a8',
      cloud: '#8d6a9f',
      far: '#5b4a80',
      ambient: '#2b2452',
      amount: 0.45,
      glow: '#ffd27a',
      green: '#3f4f55',
      water: '#5a4d7d',
    },
  ],
  night: [
    {
      mood: 'night',
      top: '#081530',
      bottom: '#234070',
      sun: '#f4f1de',
      cloud: '#2f4a75',
      far: '#1b2b4d',
      ambient: '#0c1934',
      amount: 0.62,
      glow: '#ffd27a',
      green: '#1f3a3a',
      water: '#16315a',
    },
  ],
};

/**
 * The light of a mood, one of its variants picked by the draw.
 * @example lightFor('night', artRandom('x')).mood === 'night'
 */
export function lightFor(mood: Mood, rng: ArtRandom): Light {
  return rng.pick(LIGHTS[mood]);
}

/** A colour as it looks under the light. */
export const tint = (light: Light, colour: string, extra = 0): string =>
  mix(colour, light.ambient, Math.min(0.9, light.amount + extra));

/** Whether windows and lamps are lit. */
export const isDark = (light: Light): boolean => light.mood === 'night' || light.mood === 'dusk';

/** Stage curtains, bus liveries, boat hulls: a product's own colour, picked by its key. */
export const CURTAINS = [
  '#9b1d20',
  '#6a1b4d',
  '#1f5f4a',
  '#243b75',
  '#8a5a12',
  '#5b2a86',
  '#a23b1a',
] as const;
