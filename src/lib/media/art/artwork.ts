import type { Canvas } from './backdrop.ts';
import { motifOf, placeOf, sceneOf, type Theme } from './motifs.ts';
import { lightFor, type Mood } from './palettes.ts';
import { artRandom, hashKey } from './random.ts';
import type { Shot } from './scene.ts';

export { motifOf, THEMES, type Motif, type Theme } from './motifs.ts';

/**
 * What a picture shows. Nothing of it is written on the picture (pages print their own titles):
 * the name and city only choose the scene, the landmark and the stage set.
 */
export interface ArtSubject {
  /** The product's (collection's, city's) English name: recognises a landmark or a show. */
  title: string;
  /** The city's name; not drawn. */
  subtitle?: string | undefined;
  /** The kind of product: picks the scene (categoryTheme.ts). */
  theme: Theme;
  /** The city code (ROME): the city's landmarks when the name mentions none. */
  cityCode?: string | undefined;
  /** Draws shared by all the pictures of one product: its colours, its stage set. */
  paletteKey: string;
  /** Draws of this picture alone (the image's own path): positions, trees, people. */
  layoutKey: string;
  /** The picture's place in a gallery: each number is a different composition. */
  frame?: number | undefined;
  /** A visitor's photo (reviews): a tilted, closer snapshot rather than a composed picture. */
  snapshot?: boolean | undefined;
}

export interface ArtSize {
  width: number;
  height: number;
}

/** An evening product's pictures: day turns to dusk. */
const evening = (mood: Mood): Mood => (mood === 'day' || mood === 'morning' ? 'dusk' : mood);

/** The composition of a subject's picture: its frame's shot, or for a snapshot one picked by its key. */
export function shotOf(subject: ArtSubject): Shot {
  const scene = sceneOf(subject);
  const { shots } = scene;
  let shot = shots[(subject.frame ?? 0) % shots.length] ?? shots[0];
  if (subject.snapshot) {
    const views = scene.snapshots ?? shots.map((candidate) => candidate.view);
    const view = views[hashKey(subject.layoutKey) % views.length];
    shot = shots.find((candidate) => candidate.view === view) ?? shots[0];
  }
  return placeOf(subject).evening ? { ...shot, mood: evening(shot.mood) } : shot;
}

/**
 * The artwork of a subject as SVG: a flat illustration drawn in the intrinsic coordinate space
 * (`viewBox`) and sized `renderWidth` pixels wide, so every rendition shows the same picture. Pure
 * and deterministic; no text, no links, no filters.
 * @example artworkSvg({ title: 'Wicked', theme: 'stage', paletteKey: 'LONDON|7|10002', layoutKey: '/media/tour-groups/10002/0.webp' }, { width: 1200, height: 800 }, 480)
 *   // '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 1200 800">…</svg>'
 */
export function artworkSvg(subject: ArtSubject, size: ArtSize, renderWidth: number): string {
  const { width: w, height: h } = size;
  const rng = artRandom(subject.layoutKey);
  const shot = shotOf(subject);
  const cv: Canvas = { w, h, rng, light: lightFor(shot.mood, rng), defs: [] };
  let body = sceneOf(subject).draw(cv, placeOf(subject), shot.view);
  if (subject.snapshot) {
    // Held by hand: the horizon a little off, the picture a little closer.
    const angle = (rng.int(2, 5) * (rng.next() < 0.5 ? -1 : 1)).toString();
    body = `<g transform="rotate(${angle} ${w / 2} ${h / 2}) translate(${w / 2} ${h / 2}) scale(1.16) translate(${-w / 2} ${-h / 2})">${body}</g>`;
  }
  const renderHeight = Math.round((renderWidth * h) / w);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${renderWidth}" height="${renderHeight}" viewBox="0 0 ${w} ${h}">`,
    cv.defs.length ? `<defs>${cv.defs.join('')}</defs>` : '',
    `<rect width="${w}" height="${h}" fill="${cv.light.bottom}"/>`,
    `<g data-motif="${motifOf(subject)}">${body}</g>`,
    '</svg>',
  ].join('');
}
