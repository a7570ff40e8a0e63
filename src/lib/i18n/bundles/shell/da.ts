import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Tilbage til toppen',
  'shell.skipToContent': 'Gå til hovedindhold',
  'shell.languageSwitcher': 'Sprog',
  'shell.poweredBy': 'Drevet af {brand}',
  'shell.resellerNotice':
    'Vi er autoriseret forhandler af billetter. Dette er ikke stedets officielle hjemmeside.',
  'shell.copyright': '© {year} {brand}. Alle rettigheder forbeholdes.',
  'shell.privacyPolicy': 'Privatlivspolitik',
  'shell.termsOfUse': 'Brugsvilkår',
  'shell.home': 'Forside',
  'shell.breadcrumbs': 'Brødkrummesti',
  'shell.mainNavigation': 'Hovednavigation',
  'shell.menu': 'Menu',
  'shell.otherLanguages': 'Denne side på andre sprog',
  'notFound.title': 'Siden blev ikke fundet',
  'notFound.message': 'Siden, du leder efter, er muligvis flyttet eller findes ikke længere.',
  'notFound.backHome': 'Gå til forsiden',
  'error.title': 'Noget gik galt',
  'error.message': 'Vi kunne ikke indlæse siden lige nu. Prøv igen om et øjeblik.',
  'unknownSite.title': 'Websitet blev ikke fundet',
  'unknownSite.message':
    'Der findes ingen webshop på denne adresse. Tjek adressen, eller åbn listen over vores websites.',
  'sites.title': 'Demo-microsites',
  'sites.intro': 'Hvert microsite kører på sin egen host. Vælg et for at se det.',
  'sites.languages': 'Sprog',
  'page.type.city': 'Byguide',
  'page.type.hopOnHopOff': 'Hop-on hop-off-ture',
  'page.type.cruises': 'Krydstogter',
  'page.type.airportTransfers': 'Lufthavnstransfer',
  'page.type.category': 'Kategori',
  'page.type.subCategory': 'Underkategori',
  'page.type.seatMap': 'Pladsoversigt',
  'page.type.default': 'Oplevelser',
  'page.updated': 'Opdateret {date}',
  'page.translations': {
    one: 'Findes også på {count} andet sprog',
    other: 'Findes også på {count} andre sprog',
  },
} satisfies Translation<typeof en>;
