import { describe, expect, it } from 'vitest';
import { videoObject, type VideoInput } from './videoObject';

const intro: VideoInput = {
  name: 'West End shows',
  description: 'A minute in the West End.',
  url: 'https://videos.x.com/167/intro.mp4',
  duration: 'PT1M30S',
  uploadDate: '2024-05-13',
  thumbnailUrl: '/media/collection-167.webp',
  pageUrl: 'https://london-theatre-tickets.com/',
};

describe('videoObject', () => {
  it('describes a video with url, ISO duration, upload date and thumbnail', () => {
    expect(videoObject(intro)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'West End shows',
      description: 'A minute in the West End.',
      contentUrl: 'https://videos.x.com/167/intro.mp4',
      duration: 'PT1M30S',
      uploadDate: '2024-05-13',
      thumbnailUrl: 'https://london-theatre-tickets.com/media/collection-167.webp',
    });
  });
  it('writes a duration in seconds as ISO 8601', () => {
    expect(videoObject({ ...intro, duration: 125 })?.duration).toBe('PT2M5S');
  });
  it('is undefined unless url, duration, upload date and name all exist (spec 000 §5)', () => {
    expect(videoObject({ ...intro, url: undefined })).toBeUndefined();
    expect(videoObject({ ...intro, url: 'javascript:alert(1)' })).toBeUndefined();
    expect(videoObject({ ...intro, duration: null })).toBeUndefined();
    expect(videoObject({ ...intro, duration: 'a while' })).toBeUndefined();
    expect(videoObject({ ...intro, uploadDate: undefined })).toBeUndefined();
    expect(videoObject({ ...intro, uploadDate: 'yesterday' })).toBeUndefined();
    expect(videoObject({ ...intro, name: ' ' })).toBeUndefined();
  });
  it('leaves out a missing description and thumbnail', () => {
    const bare = videoObject({ ...intro, description: undefined, thumbnailUrl: null });
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('thumbnailUrl');
  });
});
