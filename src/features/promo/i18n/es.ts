import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Código promocional',
  'promo.apply': 'Aplicar',
  'promo.applied': 'Código promocional {code} aplicado',
  'promo.remove': 'Quitar código',
  'promo.originalPrice': 'Precio original',
  'promo.newPrice': 'Precio con código',
  'promo.youSave': 'Ahorras {amount}',
  'promo.error.unknown': 'Este código no es válido. Comprueba cómo está escrito e inténtalo de nuevo.',
  'promo.error.notStarted': 'Este código aún no está activo. Inténtalo de nuevo cuando empiece la oferta.',
  'promo.error.expired': 'Este código ha caducado.',
  'promo.error.notApplicable': 'Este código no se puede usar para esta experiencia.',
  'promo.error.wrongCurrency':
    'Este código solo se aplica a precios en {currency}. Cambia la moneda a {currency} para usarlo.',
  'promo.error.unavailable':
    'Ahora mismo no podemos comprobar los códigos promocionales. Inténtalo de nuevo en un momento o reserva sin código.',
  'promo.error.tooMany': 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
} satisfies Translation<typeof en>;
