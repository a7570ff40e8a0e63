import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'desde',
  'store.card.unavailable': 'Indisponível de momento',
  'store.card.priceLabel': 'Preço desde {price}',
  'store.card.scratchLabel': 'Antes {price}',
  'store.card.rating': 'Classificação: {rating} de 5',
  'store.card.trusted': 'Muito bem avaliado',
  'store.card.viewShow': 'Ver detalhes',
  'store.card.book': 'Reservar agora',
  'store.card.closes': 'Última sessão: {date}',
  'store.section.failed':
    'Não foi possível carregar estas experiências neste momento. Tente novamente daqui a pouco.',
  'store.section.empty': 'De momento, não há experiências disponíveis aqui.',
  'store.section.showMore': {
    one: 'Mostrar mais {count} experiência',
    other: 'Mostrar mais {count} experiências',
  },
  'store.section.count': {
    one: '{count} experiência',
    many: '{count} de experiências',
    other: '{count} experiências',
  },
  'store.filter.all': 'Todas',
  'store.filter.label': 'Filtrar experiências',
  'store.banner.video': 'Vídeo: {title}',
  'store.category.heading': 'Experiências: {name}',
} satisfies Translation<typeof en>;
