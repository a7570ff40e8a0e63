import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Bokar du för en grupp?',
  'forms.group.intro': 'Berätta om din grupp så svarar vårt team med ett erbjudande via e-post.',
  'forms.group.name': 'Fullständigt namn',
  'forms.group.email': 'E-post',
  'forms.group.phone': 'Telefon (valfritt)',
  'forms.group.date': 'Önskat datum',
  'forms.group.adults': 'Vuxna',
  'forms.group.children': 'Barn',
  'forms.group.message': 'Meddelande (valfritt)',
  'forms.group.honeypot': 'Lämna det här fältet tomt',
  'forms.group.submit': 'Skicka förfrågan',
  'forms.group.success': 'Tack! Vi har tagit emot din gruppförfrågan och svarar via e-post.',
  'forms.group.errorsTitle': 'Rätta fälten som är markerade nedan',
  'forms.group.unavailable': 'Vi kunde inte skicka din förfrågan just nu. Försök igen om en stund.',
  'forms.error.name': 'Ange ditt för- och efternamn',
  'forms.error.phone': 'Ange ett telefonnummer med siffror, till exempel +46 8 123 456 78',
  'forms.error.date': 'Ange ett datum som 2026-06-15',
  'forms.error.datePast': 'Datumet har passerat: välj i dag eller ett senare datum',
  'forms.error.adults': 'Ange minst 1 vuxen',
  'forms.error.children': 'Ange antal barn (0 eller fler)',
  'forms.error.tooMany': 'För många förfrågningar. Vänta en stund och försök igen.',
  'forms.error.tooLarge': 'Formuläret är för stort för att skickas.',
  'forms.error.control': 'Ta bort de osynliga styrtecknen från det här fältet',
} satisfies Translation<typeof en>;
