import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Nach oben',
  'shell.skipToContent': 'Zum Hauptinhalt springen',
  'shell.languageSwitcher': 'Sprache',
  'shell.poweredBy': 'Bereitgestellt von {brand}',
  'shell.resellerNotice':
    'Wir sind ein autorisierter Vertriebspartner für Tickets. Dies ist nicht die offizielle Website des Veranstaltungsortes.',
  'shell.copyright': '© {year} {brand}. Alle Rechte vorbehalten.',
  'shell.privacyPolicy': 'Datenschutzerklärung',
  'shell.termsOfUse': 'Nutzungsbedingungen',
  'shell.home': 'Startseite',
  'shell.breadcrumbs': 'Brotkrümelnavigation',
  'shell.mainNavigation': 'Hauptnavigation',
  'shell.menu': 'Menü',
  'shell.otherLanguages': 'Diese Seite in anderen Sprachen',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.message': 'Die gesuchte Seite wurde möglicherweise verschoben oder existiert nicht mehr.',
  'notFound.backHome': 'Zur Startseite',
  'error.title': 'Etwas ist schiefgelaufen',
  'error.message':
    'Diese Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'unknownSite.title': 'Website nicht gefunden',
  'unknownSite.message':
    'Unter dieser Adresse ist kein Shop erreichbar. Prüfen Sie die Adresse oder öffnen Sie die Liste unserer Websites.',
  'sites.title': 'Demo-Microsites',
  'sites.intro': 'Jede Microsite läuft auf einem eigenen Host. Wählen Sie eine aus, um sie aufzurufen.',
  'sites.languages': 'Sprachen',
  'page.type.city': 'Stadtführer',
  'page.type.hopOnHopOff': 'Hop-on-Hop-off-Touren',
  'page.type.cruises': 'Kreuzfahrten',
  'page.type.airportTransfers': 'Flughafentransfers',
  'page.type.category': 'Kategorie',
  'page.type.subCategory': 'Unterkategorie',
  'page.type.seatMap': 'Sitzplan',
  'page.type.default': 'Erlebnisse',
  'page.updated': 'Aktualisiert am {date}',
  'page.translations': {
    one: 'Auch in {count} weiteren Sprache verfügbar',
    other: 'Auch in {count} weiteren Sprachen verfügbar',
  },
} satisfies Translation<typeof en>;
