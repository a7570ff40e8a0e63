import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'desde',
  'store.card.unavailable': 'No disponible por ahora',
  'store.card.priceLabel': 'Precio desde {price}',
  'store.card.scratchLabel': 'Antes {price}',
  'store.card.rating': 'Valoración: {rating} de 5',
  'store.card.trusted': 'Muy bien valorado',
  'store.card.viewShow': 'Ver detalles',
  'store.card.book': 'Reservar ahora',
  'store.card.closes': 'Última función: {date}',
  'store.section.failed':
    'No hemos podido cargar estas experiencias en este momento. Inténtalo de nuevo en unos instantes.',
  'store.section.empty': 'Ahora mismo no hay experiencias disponibles aquí.',
  'store.section.showMore': {
    one: 'Mostrar {count} experiencia más',
    other: 'Mostrar {count} experiencias más',
  },
  'store.section.count': {
    one: '{count} experiencia',
    many: '{count} de experiencias',
    other: '{count} experiencias',
  },
  'store.filter.all': 'Todas',
  'store.filter.label': 'Filtrar experiencias',
  'store.banner.video': 'Vídeo: {title}',
  'store.category.heading': 'Experiencias: {name}',
} satisfies Translation<typeof en>;
