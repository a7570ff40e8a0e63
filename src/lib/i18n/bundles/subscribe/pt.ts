import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Dicas de viagem e ofertas',
  'subscribe.intro':
    'Novas experiências, ofertas especiais e dicas locais, diretamente no seu e-mail. Pode cancelar a subscrição a qualquer momento.',
  'subscribe.label': 'Endereço de e-mail',
  'subscribe.button': 'Subscrever',
  'subscribe.thankYou': 'Obrigado! A sua subscrição está feita.',
  'subscribe.unavailable': 'Não foi possível fazer a subscrição agora. Tente novamente daqui a pouco.',
} satisfies Translation<typeof en>;
