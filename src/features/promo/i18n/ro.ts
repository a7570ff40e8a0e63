import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Cod promoțional',
  'promo.apply': 'Aplică',
  'promo.applied': 'Codul promoțional {code} a fost aplicat',
  'promo.remove': 'Elimină codul',
  'promo.originalPrice': 'Preț inițial',
  'promo.newPrice': 'Preț cu cod',
  'promo.youSave': 'Economisești {amount}',
  'promo.error.unknown': 'Acest cod nu este valid. Verifică ortografia și încearcă din nou.',
  'promo.error.notStarted': 'Acest cod nu este încă activ. Încearcă din nou după ce începe oferta.',
  'promo.error.expired': 'Acest cod a expirat.',
  'promo.error.notApplicable': 'Acest cod nu poate fi folosit pentru această experiență.',
  'promo.error.wrongCurrency':
    'Acest cod se aplică doar prețurilor în {currency}. Schimbă moneda în {currency} pentru a-l folosi.',
  'promo.error.unavailable':
    'Momentan nu putem verifica codurile promoționale. Încearcă din nou în câteva clipe sau rezervă fără cod.',
  'promo.error.tooMany': 'Prea multe încercări. Așteaptă puțin și încearcă din nou.',
} satisfies Translation<typeof en>;
