import type { VideoObject, WithContext } from 'schema-dts';
import { isoDate, isoDuration } from './isoValues';
import { absoluteUrl, SCHEMA_CONTEXT } from './common';

export interface VideoInput {
  name: string;
  description?: string | undefined;
  /** The video file (absolute, or root-relative resolved against `pageUrl`). */
  url?: string | undefined | null;
  /** ISO 8601 (`PT1M30S`) or seconds. */
  duration?: string | number | undefined | null;
  /** ISO 8601 date, e.g. `2024-05-13`. */
  uploadDate?: string | undefined | null;
  thumbnailUrl?: string | undefined | null;
  /** Absolute URL of the page showing the video, used to resolve relative URLs. */
  pageUrl: string;
}

/**
 * A video's structured data, only when it has a url, a duration and an upload date (spec 000 §5) and a
 * name; the duration comes out as ISO 8601 `PT…`.
 * @example videoObject({ name: 'Intro', url: 'https://x.com/a.mp4', duration: 90, uploadDate: '2024-05-13', pageUrl: 'https://x.com/' }).duration === 'PT1M30S'
 */
export function videoObject(input: VideoInput): WithContext<VideoObject> | undefined {
  const contentUrl = absoluteUrl(input.url, input.pageUrl);
  const duration = isoDuration(input.duration);
  const uploadDate = isoDate(input.uploadDate);
  const name = input.name.trim();
  if (!contentUrl || !duration || !uploadDate || name === '') return undefined;
  const thumbnailUrl = absoluteUrl(input.thumbnailUrl, input.pageUrl);
  const description = input.description?.trim();
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'VideoObject',
    name,
    ...(description && { description }),
    contentUrl,
    duration,
    uploadDate,
    ...(thumbnailUrl && { thumbnailUrl }),
  };
}
