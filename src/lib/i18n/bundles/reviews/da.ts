import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Anmeldelser',
  'reviews.rated': 'Bedømt {rating} ud af 5',
  'reviews.ratings': { one: '{count} bedømmelse', other: '{count} bedømmelser' },
  'reviews.trustBadge': 'Højt bedømt',
  'reviews.sortBy': 'Sortér efter',
  'reviews.filterBy': 'Filtrér anmeldelser',
  'reviews.filter.all': 'Alle anmeldelser',
  'reviews.range': {
    one: 'Viser {from}–{to} af {count} anmeldelse',
    other: 'Viser {from}–{to} af {count} anmeldelser',
  },
  'reviews.pages': 'Sider med anmeldelser',
  'reviews.previous': 'Forrige',
  'reviews.next': 'Næste',
  'reviews.page': 'Side {page}',
  'reviews.failed': 'Vi kunne ikke indlæse anmeldelserne lige nu. Prøv igen om et øjeblik.',
  'reviews.none': 'Der er endnu ingen anmeldelser.',
  'reviews.writtenIn': 'Viser anmeldelser skrevet på {language}.',
  'reviews.photos': 'Billeder delt af {name}',
  'reviews.photoAlt': 'Billede delt af {name}',
} satisfies Translation<typeof en>;
