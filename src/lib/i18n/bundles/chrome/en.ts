/**
 * English UI strings of the header and footer of every microsite: the typed source. `{venue}` is the
 * footer document's `venue`, written per language to fit these sentences (docs/content-model.md).
 */
export default {
  'chrome.currency.current': 'Currency: {code}',
  'chrome.currency.choose': 'Choose a currency',
  'chrome.currency.main': 'Popular currencies',
  'chrome.currency.other': 'More currencies',
  'chrome.partnership.partnered': '{site} is an official ticket partner of {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} is an official ticket partner of {venue}. This is not the venue’s official website, and prices may differ from those at the box office.',
  'chrome.partnership.independent': '{site} is an independent reseller, not affiliated with {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} is an independent ticket reseller and is not affiliated with, endorsed by or operated by {venue}. This is not the venue’s official website, and our prices may differ from those at the box office.',
  'chrome.partnership.reseller': '{site} is an independent ticket reseller.',
  'chrome.notVenueWebsite': 'This is not the venue’s own website.',
  'chrome.suppliers': 'Experiences are provided by independent third-party suppliers.',
  'chrome.footer.navigation': 'Site links',
  'chrome.footer.legal': 'Legal',
  'chrome.footer.help': 'Help and contact',
} as const;
