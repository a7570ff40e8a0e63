import type en from './en';
import type { Translation } from '../../message';

export default {
  'islands.toasts.region': 'Notificações',
  'islands.toasts.close': 'Fechar notificação',
  'islands.currency.changed': 'Os preços agora são exibidos em {name}.',
  'islands.calendar.heading': 'Escolha uma data',
  'islands.calendar.previousMonth': 'Mês anterior',
  'islands.calendar.nextMonth': 'Próximo mês',
  'islands.calendar.dayAvailable': '{date}, a partir de {price}',
  'islands.calendar.dayLimited': '{date}, a partir de {price}, vendendo rápido',
  'islands.calendar.daySoldOut': '{date}, esgotado',
  'islands.calendar.dayNone': '{date}, indisponível',
  'islands.calendar.soldOut': 'Esgotado',
  'islands.calendar.sellingFast': 'Vendendo rápido',
  'islands.calendar.ticketType': 'Tipo de ingresso',
  'islands.calendar.allTypes': 'Todos os tipos de ingresso',
  'islands.calendar.times': 'Horários em {date}',
  'islands.calendar.left': 'Restam {count}',
  'islands.calendar.loadingTimes': 'Carregando horários…',
  'islands.calendar.continue': 'Continuar',
  'islands.calendar.problemTitle': 'Ops, temos um problema',
  'islands.calendar.problemText':
    'Todas as experiências em {date} estão esgotadas. Se suas datas forem flexíveis, ainda há ingressos em outros dias.',
  'islands.calendar.viewAllDates': 'Ver todas as datas',
  'islands.calendar.failed': 'Não foi possível carregar as datas agora. Tente novamente.',
  'islands.calendar.timesFailed': 'Não foi possível carregar os horários desta data. Tente novamente.',
  'islands.calendar.hint': 'Use as setas para navegar entre as datas e Enter para escolher uma.',
  'islands.consent.title': 'Suas escolhas de privacidade',
  'islands.consent.text':
    'Usamos cookies necessários para o funcionamento do site. Com sua permissão, também usamos cookies de análise para entender como o site é usado e cookies de marketing para ofertas relevantes e conteúdo incorporado de outros serviços.',
  'islands.consent.allowAll': 'Aceitar todos',
  'islands.consent.denyAll': 'Recusar todos',
  'islands.consent.manage': 'Gerenciar preferências',
  'islands.consent.necessary': 'Necessários',
  'islands.consent.necessaryText':
    'Essenciais para o site funcionar: sua moeda, seu idioma e estas escolhas. Sempre ativos.',
  'islands.consent.analytics': 'Análise',
  'islands.consent.analyticsText':
    'Visualizações de página e quanto de cada página é lido, para podermos melhorar o site.',
  'islands.consent.marketing': 'Marketing',
  'islands.consent.marketingText':
    'Ofertas relevantes, e vídeos, mapas e players incorporados de outros serviços.',
  'islands.consent.save': 'Salvar preferências',
  'islands.consent.saved': 'Preferências salvas',
  'islands.consent.reopen': 'Preferências de cookies',
  'islands.cta.checkAvailability': 'Ver disponibilidade',
  'islands.reviews.loadMore': 'Ver mais avaliações',
  'islands.reviews.loading': 'Carregando avaliações…',
  'islands.reviews.failed': 'Não foi possível carregar as avaliações agora. Tente novamente.',
} satisfies Translation<typeof en>;
