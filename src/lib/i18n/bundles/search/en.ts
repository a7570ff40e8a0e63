/** English UI strings of the site search (`/search/`) and the 404 page's search and suggestions. */
export default {
  'search.title': 'Search',
  'search.label': 'Search this site',
  'search.placeholder': 'Attractions, tours, shows…',
  'search.submit': 'Search',
  'search.resultsFor': 'Results for “{query}”',
  'search.empty': 'Hmm, no results found.',
  'search.emptyHint': 'Check the spelling, or try fewer or more general words.',
  'search.shortened': 'Your search was shortened to its first {count} characters.',
  'search.pages': 'Pages',
  'search.products': 'Tickets and tours',
  'search.failed': 'Some results could not be loaded just now. Please try again in a moment.',
  'search.prompt': 'Type what you are looking for: an attraction, a tour or a show.',
  'search.popular': 'Popular right now',
} as const;
