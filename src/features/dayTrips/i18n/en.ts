/** English UI strings of the day trips page: the typed source. */
export default {
  'dayTrips.watchVideo': 'Watch video',
  'dayTrips.video.title': 'Video: {title}',
  'dayTrips.video.close': 'Close video',
  'dayTrips.video.fallback': 'Your browser cannot play this video here. Open the video file instead.',
  'dayTrips.readMore': 'Read more',
  'dayTrips.products': 'Choose your day trip',
  'dayTrips.more': 'More day trips',
  'dayTrips.count': { one: '{count} day trip', other: '{count} day trips' },
};
