import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Torna su',
  'shell.skipToContent': 'Vai al contenuto principale',
  'shell.languageSwitcher': 'Lingua',
  'shell.poweredBy': 'Con la tecnologia di {brand}',
  'shell.resellerNotice':
    'Siamo un rivenditore autorizzato di biglietti. Questo non è il sito ufficiale della struttura.',
  'shell.copyright': '© {year} {brand}. Tutti i diritti riservati.',
  'shell.privacyPolicy': 'Informativa sulla privacy',
  'shell.termsOfUse': 'Condizioni d’uso',
  'shell.home': 'Home',
  'shell.breadcrumbs': 'Percorso di navigazione',
  'shell.mainNavigation': 'Navigazione principale',
  'shell.menu': 'Menu',
  'shell.otherLanguages': 'Questa pagina in altre lingue',
  'notFound.title': 'Pagina non trovata',
  'notFound.message': 'La pagina che stai cercando potrebbe essere stata spostata o non esistere più.',
  'notFound.backHome': 'Vai alla home page',
  'error.title': 'Qualcosa è andato storto',
  'error.message': 'Non è stato possibile caricare la pagina. Riprova tra qualche istante.',
  'unknownSite.title': 'Sito non trovato',
  'unknownSite.message':
    'Nessun negozio online è disponibile a questo indirizzo. Controlla l’indirizzo o apri l’elenco dei nostri siti.',
  'sites.title': 'Microsite demo',
  'sites.intro': 'Ogni microsite è ospitato su un proprio host. Scegline uno per esplorarlo.',
  'sites.languages': 'Lingue',
  'page.type.city': 'Guida della città',
  'page.type.hopOnHopOff': 'Tour hop-on hop-off',
  'page.type.cruises': 'Crociere',
  'page.type.airportTransfers': 'Transfer aeroportuali',
  'page.type.category': 'Categoria',
  'page.type.subCategory': 'Sottocategoria',
  'page.type.seatMap': 'Mappa dei posti',
  'page.type.default': 'Esperienze',
  'page.updated': 'Aggiornato il {date}',
  'page.translations': {
    one: 'Disponibile anche in {count} altra lingua',
    many: 'Disponibile anche in altre {count} lingue',
    other: 'Disponibile anche in altre {count} lingue',
  },
} satisfies Translation<typeof en>;
