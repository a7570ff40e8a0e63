import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Anmeldelser',
  'reviews.rated': 'Vurdert til {rating} av 5',
  'reviews.ratings': { one: '{count} vurdering', other: '{count} vurderinger' },
  'reviews.trustBadge': 'Høyt vurdert',
  'reviews.sortBy': 'Sorter etter',
  'reviews.filterBy': 'Filtrer anmeldelser',
  'reviews.filter.all': 'Alle anmeldelser',
  'reviews.range': {
    one: 'Viser {from}–{to} av {count} anmeldelse',
    other: 'Viser {from}–{to} av {count} anmeldelser',
  },
  'reviews.pages': 'Sider med anmeldelser',
  'reviews.previous': 'Forrige',
  'reviews.next': 'Neste',
  'reviews.page': 'Side {page}',
  'reviews.failed': 'Vi fikk ikke lastet inn anmeldelsene akkurat nå. Prøv igjen om litt.',
  'reviews.none': 'Det finnes ingen anmeldelser her ennå.',
  'reviews.writtenIn': 'Viser anmeldelser skrevet på {language}.',
  'reviews.photos': 'Bilder delt av {name}',
  'reviews.photoAlt': 'Bilde delt av {name}',
} satisfies Translation<typeof en>;
