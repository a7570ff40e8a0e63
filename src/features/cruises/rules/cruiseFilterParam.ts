/** The query parameter of the cruise filters (`?filter=lunch`); kept apart so the page script stays tiny. */
export const CRUISE_FILTER_PARAM = 'filter';
