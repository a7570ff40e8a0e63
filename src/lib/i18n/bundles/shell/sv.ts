import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Till toppen',
  'shell.skipToContent': 'Hoppa till huvudinnehållet',
  'shell.languageSwitcher': 'Språk',
  'shell.poweredBy': 'Drivs av {brand}',
  'shell.resellerNotice':
    'Vi är en auktoriserad återförsäljare av biljetter. Det här är inte platsens officiella webbplats.',
  'shell.copyright': '© {year} {brand}. Alla rättigheter förbehållna.',
  'shell.privacyPolicy': 'Integritetspolicy',
  'shell.termsOfUse': 'Användarvillkor',
  'shell.home': 'Startsida',
  'shell.breadcrumbs': 'Brödsmulor',
  'shell.mainNavigation': 'Huvudnavigering',
  'shell.menu': 'Meny',
  'shell.otherLanguages': 'Den här sidan på andra språk',
  'notFound.title': 'Sidan hittades inte',
  'notFound.message': 'Sidan du letar efter kan ha flyttats eller finns inte längre.',
  'notFound.backHome': 'Gå till startsidan',
  'error.title': 'Något gick fel',
  'error.message': 'Vi kunde inte läsa in sidan just nu. Försök igen om en stund.',
  'unknownSite.title': 'Webbplatsen hittades inte',
  'unknownSite.message':
    'Det finns ingen webbutik på den här adressen. Kontrollera adressen eller öppna listan över våra webbplatser.',
  'sites.title': 'Demomikrosajter',
  'sites.intro': 'Varje mikrosajt körs på en egen värd. Välj en för att utforska den.',
  'sites.languages': 'Språk',
  'page.type.city': 'Stadsguide',
  'page.type.hopOnHopOff': 'Hop-on hop-off-turer',
  'page.type.cruises': 'Kryssningar',
  'page.type.airportTransfers': 'Flygplatstransfer',
  'page.type.category': 'Kategori',
  'page.type.subCategory': 'Underkategori',
  'page.type.seatMap': 'Platskarta',
  'page.type.default': 'Upplevelser',
  'page.updated': 'Uppdaterad {date}',
  'page.translations': {
    one: 'Finns även på {count} annat språk',
    other: 'Finns även på {count} andra språk',
  },
} satisfies Translation<typeof en>;
