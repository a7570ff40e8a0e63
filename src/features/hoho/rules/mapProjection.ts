export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapFrame {
  width: number;
  height: number;
  /** SVG coordinates of a point, rounded to 0.1. */
  project: (point: LatLng) => { x: number; y: number };
}

export interface MapFrameOptions {
  width?: number;
  padding?: number;
  minHeight?: number;
  maxHeight?: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The frame of a locally drawn map: an equirectangular projection of the points' bounding box (longitude
 * shrunk by the cosine of the middle latitude, so a city keeps its shape), north up, fitted into the width
 * with padding; the height follows the area's shape within min and max height, and the drawing is centred.
 * One point, or points on a line, still get a frame (centred).
 * @example mapFrame([{ lat: 51.5, lng: -0.2 }, { lat: 51.52, lng: -0.1 }]).project({ lat: 51.52, lng: -0.2 }) → { x: 40, y: 39.8 }
 */
export function mapFrame(points: readonly LatLng[], options: MapFrameOptions = {}): MapFrame {
  const { width = 800, padding = 40, minHeight = 280, maxHeight = 560 } = options;
  if (points.length === 0)
    return { width, height: minHeight, project: () => ({ x: width / 2, y: minHeight / 2 }) };
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLng = Math.min(...lngs);
  const maxLng = Math.max(...lngs);
  const kx = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLng - minLng) * kx;
  const spanY = maxLat - minLat;
  const innerWidth = width - 2 * padding;
  const innerMax = maxHeight - 2 * padding;
  let scale = spanX > 0 ? innerWidth / spanX : spanY > 0 ? innerMax / spanY : 1;
  if (spanY * scale > innerMax) scale = innerMax / spanY;
  const height = Math.min(maxHeight, Math.max(minHeight, Math.round(spanY * scale + 2 * padding)));
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return {
    width,
    height,
    project: (point) => ({
      x: round(offsetX + (point.lng - minLng) * kx * scale),
      y: round(offsetY + (maxLat - point.lat) * scale),
    }),
  };
}
