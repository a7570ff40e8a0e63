import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Avis',
  'reviews.rated': 'Noté {rating} sur 5',
  'reviews.ratings': { one: '{count} note', other: '{count} notes' },
  'reviews.trustBadge': 'Très bien noté',
  'reviews.sortBy': 'Trier par',
  'reviews.filterBy': 'Filtrer les avis',
  'reviews.filter.all': 'Tous les avis',
  'reviews.range': 'Avis {from} à {to} sur {count}',
  'reviews.pages': 'Pages d’avis',
  'reviews.previous': 'Précédent',
  'reviews.next': 'Suivant',
  'reviews.page': 'Page {page}',
  'reviews.failed': 'Impossible de charger les avis pour le moment. Veuillez réessayer dans un instant.',
  'reviews.none': 'Aucun avis pour le moment.',
  'reviews.writtenIn': 'Avis rédigés en {language}.',
  'reviews.photos': 'Photos partagées par {name}',
  'reviews.photoAlt': 'Photo partagée par {name}',
} satisfies Translation<typeof en>;
