import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Código promocional',
  'promo.apply': 'Aplicar',
  'promo.applied': 'Código promocional {code} aplicado',
  'promo.remove': 'Remover código',
  'promo.originalPrice': 'Preço original',
  'promo.newPrice': 'Preço com código',
  'promo.youSave': 'Poupa {amount}',
  'promo.error.unknown': 'Este código não é válido. Verifique a ortografia e tente novamente.',
  'promo.error.notStarted': 'Este código ainda não está ativo. Tente novamente quando a oferta começar.',
  'promo.error.expired': 'Este código expirou.',
  'promo.error.notApplicable': 'Este código não pode ser usado nesta experiência.',
  'promo.error.wrongCurrency':
    'Este código só se aplica a preços em {currency}. Mude a moeda para {currency} para o usar.',
  'promo.error.unavailable':
    'De momento não conseguimos verificar códigos promocionais. Tente novamente daqui a pouco ou reserve sem código.',
  'promo.error.tooMany': 'Demasiadas tentativas. Aguarde um momento e tente novamente.',
} satisfies Translation<typeof en>;
