/** English UI strings of review sections and reviews pages: the typed source. */
export default {
  'reviews.heading': 'Reviews',
  'reviews.rated': 'Rated {rating} out of 5',
  'reviews.ratings': { one: '{count} rating', other: '{count} ratings' },
  'reviews.trustBadge': 'Highly rated',
  'reviews.sortBy': 'Sort by',
  'reviews.filterBy': 'Filter reviews',
  'reviews.filter.all': 'All reviews',
  'reviews.range': {
    one: 'Showing {from}–{to} of {count} review',
    other: 'Showing {from}–{to} of {count} reviews',
  },
  'reviews.pages': 'Review pages',
  'reviews.previous': 'Previous',
  'reviews.next': 'Next',
  'reviews.page': 'Page {page}',
  'reviews.failed': 'We couldn’t load the reviews just now. Please try again in a moment.',
  'reviews.none': 'There are no reviews here yet.',
  'reviews.writtenIn': 'Showing reviews written in {language}.',
  'reviews.photos': 'Photos shared by {name}',
  'reviews.photoAlt': 'Photo shared by {name}',
} as const;
