import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Code promo',
  'promo.apply': 'Appliquer',
  'promo.applied': 'Code promo {code} appliqué',
  'promo.remove': 'Retirer le code',
  'promo.originalPrice': 'Prix initial',
  'promo.newPrice': 'Prix avec le code',
  'promo.youSave': 'Vous économisez {amount}',
  'promo.error.unknown': 'Ce code n’est pas valide. Vérifiez l’orthographe et réessayez.',
  'promo.error.notStarted': 'Ce code n’est pas encore actif. Réessayez quand l’offre aura commencé.',
  'promo.error.expired': 'Ce code a expiré.',
  'promo.error.notApplicable': 'Ce code ne peut pas être utilisé pour cette expérience.',
  'promo.error.wrongCurrency':
    'Ce code ne s’applique qu’aux prix en {currency}. Passez à la devise {currency} pour l’utiliser.',
  'promo.error.unavailable':
    'Nous ne pouvons pas vérifier les codes promo pour le moment. Réessayez dans un instant ou réservez sans code.',
  'promo.error.tooMany': 'Trop de tentatives. Patientez un instant puis réessayez.',
} satisfies Translation<typeof en>;
