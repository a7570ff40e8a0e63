import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'à partir de',
  'store.card.unavailable': 'Indisponible pour le moment',
  'store.card.priceLabel': 'Prix à partir de {price}',
  'store.card.scratchLabel': 'Prix initial\u00a0: {price}',
  'store.card.rating': 'Noté {rating} sur 5',
  'store.card.trusted': 'Très bien noté',
  'store.card.viewShow': 'Voir les détails',
  'store.card.book': 'Réserver',
  'store.card.closes': 'Dernière représentation\u00a0: {date}',
  'store.section.failed':
    'Nous n’avons pas pu charger ces expériences pour le moment. Veuillez réessayer dans un instant.',
  'store.section.empty': 'Aucune expérience n’est disponible ici pour le moment.',
  'store.section.showMore': {
    one: 'Afficher {count} autre expérience',
    other: 'Afficher {count} autres expériences',
  },
  'store.section.count': {
    one: '{count} expérience',
    many: '{count} d’expériences',
    other: '{count} expériences',
  },
  'store.filter.all': 'Toutes',
  'store.filter.label': 'Filtrer les expériences',
  'store.banner.video': 'Vidéo\u00a0: {title}',
  'store.category.heading': 'Expériences\u00a0: {name}',
} satisfies Translation<typeof en>;
