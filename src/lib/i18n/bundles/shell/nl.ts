import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Terug naar boven',
  'shell.skipToContent': 'Direct naar de hoofdinhoud',
  'shell.languageSwitcher': 'Taal',
  'shell.poweredBy': 'Mogelijk gemaakt door {brand}',
  'shell.resellerNotice':
    'Wij zijn een erkende wederverkoper van tickets. Dit is niet de officiële website van de locatie.',
  'shell.copyright': '© {year} {brand}. Alle rechten voorbehouden.',
  'shell.privacyPolicy': 'Privacybeleid',
  'shell.termsOfUse': 'Gebruiksvoorwaarden',
  'shell.home': 'Home',
  'shell.breadcrumbs': 'Kruimelpad',
  'shell.mainNavigation': 'Hoofdnavigatie',
  'shell.menu': 'Menu',
  'shell.otherLanguages': 'Deze pagina in andere talen',
  'notFound.title': 'Pagina niet gevonden',
  'notFound.message': 'De pagina die je zoekt, is mogelijk verplaatst of bestaat niet meer.',
  'notFound.backHome': 'Naar de homepage',
  'error.title': 'Er is iets misgegaan',
  'error.message': 'We konden deze pagina nu niet laden. Probeer het over een ogenblik opnieuw.',
  'unknownSite.title': 'Site niet gevonden',
  'unknownSite.message':
    'Op dit adres is geen webwinkel beschikbaar. Controleer het adres of bekijk de lijst met onze sites.',
  'sites.title': 'Demo-microsites',
  'sites.intro': 'Elke microsite draait op een eigen host. Kies er een om te bekijken.',
  'sites.languages': 'Talen',
  'page.type.city': 'Stadsgids',
  'page.type.hopOnHopOff': 'Hop-on-hop-off-tours',
  'page.type.cruises': 'Cruises',
  'page.type.airportTransfers': 'Luchthaventransfers',
  'page.type.category': 'Categorie',
  'page.type.subCategory': 'Subcategorie',
  'page.type.seatMap': 'Zaalplattegrond',
  'page.type.default': 'Belevenissen',
  'page.updated': 'Bijgewerkt op {date}',
  'page.translations': {
    one: 'Ook beschikbaar in {count} andere taal',
    other: 'Ook beschikbaar in {count} andere talen',
  },
} satisfies Translation<typeof en>;
