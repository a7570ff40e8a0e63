import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Înapoi sus',
  'shell.skipToContent': 'Salt la conținutul principal',
  'shell.languageSwitcher': 'Limbă',
  'shell.poweredBy': 'Oferit de {brand}',
  'shell.resellerNotice':
    'Suntem un revânzător autorizat de bilete. Acesta nu este site-ul oficial al locației.',
  'shell.copyright': '© {year} {brand}. Toate drepturile rezervate.',
  'shell.privacyPolicy': 'Politica de confidențialitate',
  'shell.termsOfUse': 'Termeni de utilizare',
  'shell.home': 'Acasă',
  'shell.breadcrumbs': 'Fir de navigare',
  'shell.mainNavigation': 'Navigare principală',
  'shell.menu': 'Meniu',
  'shell.otherLanguages': 'Această pagină în alte limbi',
  'notFound.title': 'Pagina nu a fost găsită',
  'notFound.message': 'Este posibil ca pagina pe care o cauți să fi fost mutată sau să nu mai existe.',
  'notFound.backHome': 'Mergi la pagina principală',
  'error.title': 'Ceva nu a mers bine',
  'error.message': 'Nu am putut încărca această pagină acum. Încearcă din nou în câteva momente.',
  'unknownSite.title': 'Site-ul nu a fost găsit',
  'unknownSite.message':
    'Niciun magazin online nu funcționează la această adresă. Verifică adresa sau deschide lista site-urilor noastre.',
  'sites.title': 'Microsite-uri demo',
  'sites.intro': 'Fiecare microsite rulează pe propriul host. Alege unul pentru a-l explora.',
  'sites.languages': 'Limbi',
  'page.type.city': 'Ghidul orașului',
  'page.type.hopOnHopOff': 'Tururi hop-on hop-off',
  'page.type.cruises': 'Croaziere',
  'page.type.airportTransfers': 'Transferuri la aeroport',
  'page.type.category': 'Categorie',
  'page.type.subCategory': 'Subcategorie',
  'page.type.seatMap': 'Harta locurilor',
  'page.type.default': 'Experiențe',
  'page.updated': 'Actualizat la {date}',
  'page.translations': {
    one: 'Disponibilă și în încă {count} limbă',
    few: 'Disponibilă și în încă {count} limbi',
    other: 'Disponibilă și în încă {count} de limbi',
  },
} satisfies Translation<typeof en>;
