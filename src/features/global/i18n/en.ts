/** English UI strings of the global pages (home, country, city, collection, experience): the typed source. */
export default {
  'global.topDestinations': 'Top destinations',
  'global.topCollections': 'Top collections',
  'global.topExperiences': 'Top experiences',
  'global.countries': 'Countries',
  'global.citiesIn': 'Cities in {country}',
  'global.thingsToDoIn': 'Top things to do in {city}',
  'global.experiencesIn': 'Top experiences in {place}',
  'global.cityCount': { one: '{count} city', other: '{count} cities' },
  'global.allExperiences': 'All experiences',
  'global.citySites': 'Our {city} sites',
  'global.partOf': 'Part of {collection}',
  'global.browse': 'Browse by country',
};
