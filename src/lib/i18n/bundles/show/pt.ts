import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Reservar agora',
  'show.nextAvailable': 'Próxima data disponível: {date}',
  'show.noDates': 'Não há datas disponíveis nos próximos três meses.',
  'show.calendarFailed': 'Não foi possível carregar as datas agora. Pode escolher a data ao reservar.',
  'show.unavailable': 'Os bilhetes não estão disponíveis de momento. Volte em breve.',
  'show.details': 'Detalhes do espetáculo',
  'show.opening': 'Estreia',
  'show.closing': 'Última sessão',
  'show.theatre': 'Teatro',
  'show.duration': 'Duração',
  'show.ageLimit': 'Idade recomendada',
  'show.highlights': 'Destaques',
  'show.included': 'O que está incluído',
  'show.notIncluded': 'Não incluído',
  'show.ticketTypes': 'Tipos de bilhete',
  'show.faq': 'Perguntas frequentes',
  'show.map': 'Ver no mapa',
  'show.safety': 'Este local tem medidas de saúde e segurança em vigor.',
  'show.criticReview': 'O que diz a crítica',
  'show.validity': 'Validade',
  'show.cancellation': 'Cancelamento',
  'show.gallery': 'Fotos',
  'show.aboutTheatre': 'Sobre o teatro',
} satisfies Translation<typeof en>;
