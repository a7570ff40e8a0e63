import type { Variant } from '../../../lib/rules/experiments/experiments';

export const DAY_TRIP_VIDEO_EXPERIMENT = 'day-trip-videos';

export interface DayTripVideoFields {
  /** A video on this host (or https), already checked by the caller. */
  src: string | undefined;
  poster: string | undefined;
  label: string | undefined;
  /** Seconds, or ISO 8601 (`PT8S`). */
  duration: number | string | undefined;
  /** ISO date. */
  uploadDate: string | undefined;
}

export interface DayTripVideo {
  src: string;
  poster: string | undefined;
  label: string;
  duration: number | string | undefined;
  uploadDate: string | undefined;
}

/**
 * The banner's "watch video" action in the day trip videos experiment (spec 001 §9, 80/20): the
 * treatment shows it when the page has a video; the control (and a page without a video) shows the
 * banner without it. The label is the page's own, else the default.
 * @example dayTripVideo({ src: '/media/videos/rome.mp4', label: '', … }, 'treatment', 'Watch video')?.label === 'Watch video'
 * @example dayTripVideo({ src: '/media/videos/rome.mp4', … }, 'control', 'Watch video') === undefined
 */
export function dayTripVideo(
  fields: DayTripVideoFields,
  variant: Variant,
  defaultLabel: string,
): DayTripVideo | undefined {
  if (variant !== 'treatment' || !fields.src) return undefined;
  return {
    src: fields.src,
    poster: fields.poster,
    label: fields.label?.trim() || defaultLabel,
    duration: fields.duration,
    uploadDate: fields.uploadDate,
  };
}
