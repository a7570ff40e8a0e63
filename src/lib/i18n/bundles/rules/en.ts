/** English wording of the business rules (`src/lib/rules`): the typed source that every other language translates. */
export default {
  'rules.discount.cashback': '{value}% cashback',
  'rules.discount.saved': 'Save {value}%',
  'rules.reviews.sort.mostRelevant': 'Most relevant',
  'rules.reviews.sort.highToLow': 'Rating: high to low',
  'rules.reviews.sort.lowToHigh': 'Rating: low to high',
  'rules.reviews.sort.mostRecent': 'Most recent',
  'rules.reviews.filter.fourPlus': '4+ stars',
  'rules.reviews.filter.three': '3 stars',
  'rules.reviews.filter.underThree': 'Under 3 stars',
  'rules.reviews.filter.withImages': 'With images',
  'rules.reviews.count': { one: '{count} review', other: '{count} reviews' },
  'rules.reviews.noMatch': 'We couldn’t find reviews matching your selected filters',
  'rules.reviews.showAll': 'Show all reviews',
} as const;
