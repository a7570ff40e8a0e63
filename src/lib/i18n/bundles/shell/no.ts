import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Til toppen',
  'shell.skipToContent': 'Hopp til hovedinnhold',
  'shell.languageSwitcher': 'Språk',
  'shell.poweredBy': 'Drevet av {brand}',
  'shell.resellerNotice': 'Vi er en autorisert billettforhandler. Dette er ikke stedets offisielle nettsted.',
  'shell.copyright': '© {year} {brand}. Alle rettigheter forbeholdt.',
  'shell.privacyPolicy': 'Personvernerklæring',
  'shell.termsOfUse': 'Vilkår for bruk',
  'shell.home': 'Forside',
  'shell.breadcrumbs': 'Brødsmulesti',
  'shell.mainNavigation': 'Hovednavigasjon',
  'shell.menu': 'Meny',
  'shell.otherLanguages': 'Denne siden på andre språk',
  'notFound.title': 'Fant ikke siden',
  'notFound.message':
    'Hmm, ingen treff. Siden du leter etter, kan ha blitt flyttet eller finnes ikke lenger.',
  'notFound.backHome': 'Gå til forsiden',
  'error.title': 'Noe gikk galt',
  'error.message': 'Vi kunne ikke laste inn siden akkurat nå. Prøv igjen om litt.',
  'unknownSite.title': 'Fant ikke nettstedet',
  'unknownSite.message':
    'Det finnes ingen nettbutikk på denne adressen. Sjekk adressen, eller åpne listen over nettstedene våre.',
  'sites.title': 'Demo-mikrosider',
  'sites.intro': 'Hver mikroside kjører på sin egen vert. Velg én for å se på den.',
  'sites.languages': 'Språk',
  'page.type.city': 'Byguide',
  'page.type.hopOnHopOff': 'Hop-on hop-off-turer',
  'page.type.cruises': 'Cruise',
  'page.type.airportTransfers': 'Flyplasstransfer',
  'page.type.category': 'Kategori',
  'page.type.subCategory': 'Underkategori',
  'page.type.seatMap': 'Setekart',
  'page.type.default': 'Opplevelser',
  'page.updated': 'Oppdatert {date}',
  'page.translations': {
    one: 'Finnes også på {count} annet språk',
    other: 'Finnes også på {count} andre språk',
  },
} satisfies Translation<typeof en>;
