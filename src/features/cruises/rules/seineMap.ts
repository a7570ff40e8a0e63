/** A point on the map: latitude and longitude in degrees. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

/**
 * The Seine through central Paris, west to east (bridges as waypoints): the main arm along the Right
 * Bank past the Île de la Cité, then the Left Bank arm around the island. Public geography, drawn by
 * the project (no tiles).
 */
export const SEINE_COURSE: readonly (readonly LatLon[])[] = [
  [
    [48.8498, 2.2767], // Pont de Grenelle
    [48.8556, 2.2876], // Pont de Bir-Hakeim
    [48.8601, 2.2928], // Pont d'Iéna
    [48.8628, 2.3015], // Pont de l'Alma
    [48.8637, 2.3102], // Pont des Invalides
    [48.8638, 2.3197], // Pont de la Concorde
    [48.8616, 2.3245], // Passerelle Léopold-Sédar-Senghor
    [48.8597, 2.3293], // Pont Royal
    [48.8583, 2.3375], // Pont des Arts
    [48.8576, 2.3412], // Pont Neuf
    [48.8565, 2.3466], // Pont au Change
    [48.8547, 2.35], // Pont d'Arcole
    [48.854, 2.354], // Pont Louis-Philippe
    [48.8527, 2.3575], // Pont Marie
    [48.8505, 2.3613], // Pont de Sully
    [48.8447, 2.3662], // Pont d'Austerlitz
  ],
  [
    [48.8576, 2.3412], // Pont Neuf
    [48.8535, 2.3446], // Pont Saint-Michel
    [48.8526, 2.347], // Petit Pont
    [48.8512, 2.3511], // Pont de l'Archevêché
    [48.8503, 2.3556], // Pont de la Tournelle
    [48.8505, 2.3613], // Pont de Sully
  ],
].map((arm) => arm.map(([latitude, longitude]) => ({ latitude: latitude ?? 0, longitude: longitude ?? 0 })));

export interface MapFrame {
  width: number;
  height: number;
  /** Degrees shown around the points. */
  margin: number;
}

export interface Projection {
  width: number;
  height: number;
  /** x, y in the SVG's user units (y grows southwards). */
  project: (point: LatLon) => { x: number; y: number };
}

/**
 * An equirectangular projection fitting `points` (plus a margin) into a width × height box, keeping
 * proportions: a degree of longitude is cos(latitude) of a degree of latitude.
 * @example projection([{ latitude: 48.85, longitude: 2.28 }, { latitude: 48.87, longitude: 2.37 }], { width: 800, height: 360, margin: 0 }).project({ latitude: 48.87, longitude: 2.28 }) → { x: 0, y: … }
 */
export function projection(points: readonly LatLon[], frame: MapFrame): Projection {
  const lats = points.map((point) => point.latitude);
  const lons = points.map((point) => point.longitude);
  const north = Math.max(...lats) + frame.margin;
  const south = Math.min(...lats) - frame.margin;
  const west = Math.min(...lons) - frame.margin;
  const east = Math.max(...lons) + frame.margin;
  const squeeze = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * squeeze, 1e-9);
  const spanY = Math.max(north - south, 1e-9);
  const scale = Math.min(frame.width / spanX, frame.height / spanY);
  // Centre the drawing in the box.
  const offsetX = (frame.width - spanX * scale) / 2;
  const offsetY = (frame.height - spanY * scale) / 2;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    width: frame.width,
    height: frame.height,
    project: ({ latitude, longitude }) => ({
      x: round(offsetX + (longitude - west) * squeeze * scale),
      y: round(offsetY + (north - latitude) * scale),
    }),
  };
}

/**
 * An SVG path (`M x y L x y …`) through projected points.
 * @example pathOf([{ x: 0, y: 1 }, { x: 2, y: 3 }]) === 'M0 1L2 3'
 */
export function pathOf(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join('');
}
