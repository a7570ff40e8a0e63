/** English UI strings of city and collection pages: the typed source. */
export default {
  'city.topAttractions': 'Top attractions in {city}',
  'city.popularCategories': 'Popular categories',
  'city.travelGuide': '{city} travel guide',
  'city.nearby': 'Cities near {city}',
  'city.from': 'From {price}',
  'city.ratings': { one: '{count} rating', other: '{count} ratings' },
  'collection.picks': 'Our top picks',
  'collection.all': 'All {name} experiences',
  'collection.startingPrice': 'Tickets from {price}',
  'collection.rating': '{rating}/5 from {count} ratings',
  'collection.videos': 'Watch: {name}',
  'collection.video': 'Video: {name}',
} as const;
