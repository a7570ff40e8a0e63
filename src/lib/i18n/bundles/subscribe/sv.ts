import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Resetips och erbjudanden',
  'subscribe.intro':
    'Nya upplevelser, specialerbjudanden och lokala tips direkt i din inkorg. Avsluta när du vill.',
  'subscribe.label': 'E-postadress',
  'subscribe.button': 'Prenumerera',
  'subscribe.thankYou': 'Tack! Du prenumererar nu.',
  'subscribe.unavailable': 'Vi kunde inte registrera dig just nu. Försök igen om en stund.',
} satisfies Translation<typeof en>;
