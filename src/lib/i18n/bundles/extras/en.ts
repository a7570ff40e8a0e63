/** English strings of the show and product page features (issue 21 §4): the typed source. */
export default {
  'extras.gallery.open': 'Open photo {number} of {total}',
  'extras.gallery.position': 'Photo {number} of {total}',
  'extras.gallery.close': 'Close',
  'extras.gallery.previous': 'Previous photo',
  'extras.gallery.next': 'Next photo',
  'extras.breakdown.title': 'Rating breakdown',
  'extras.breakdown.stars': { one: '{count} star', other: '{count} stars' },
  'extras.similar.title': 'Similar experiences',
  'extras.place.meetingPoint': 'Meeting point',
  'extras.place.openInMaps': 'Open in maps',
  'extras.place.mapLabel': 'Map showing {place}',
};
