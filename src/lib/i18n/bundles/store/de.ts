import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'ab',
  'store.card.unavailable': 'Derzeit nicht verfügbar',
  'store.card.priceLabel': 'Preis ab {price}',
  'store.card.scratchLabel': 'Statt {price}',
  'store.card.rating': 'Bewertet mit {rating} von 5',
  'store.card.trusted': 'Top bewertet',
  'store.card.viewShow': 'Details ansehen',
  'store.card.book': 'Jetzt buchen',
  'store.card.closes': 'Letzte Vorstellung: {date}',
  'store.section.failed':
    'Diese Erlebnisse konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'store.section.empty': 'Hier sind derzeit keine Erlebnisse verfügbar.',
  'store.section.showMore': {
    one: '{count} weiteres Erlebnis anzeigen',
    other: '{count} weitere Erlebnisse anzeigen',
  },
  'store.section.count': {
    one: '{count} Erlebnis',
    other: '{count} Erlebnisse',
  },
  'store.filter.all': 'Alle',
  'store.filter.label': 'Erlebnisse filtern',
  'store.banner.video': 'Video: {title}',
  'store.category.heading': 'Erlebnisse: {name}',
} satisfies Translation<typeof en>;
