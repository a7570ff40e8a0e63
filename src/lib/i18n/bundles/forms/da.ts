import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Booker du for en gruppe?',
  'forms.group.intro': 'Fortæl os om din gruppe, så svarer vores team med et tilbud på e-mail.',
  'forms.group.name': 'Fulde navn',
  'forms.group.email': 'E-mail',
  'forms.group.phone': 'Telefon (valgfrit)',
  'forms.group.date': 'Ønsket dato',
  'forms.group.adults': 'Voksne',
  'forms.group.children': 'Børn',
  'forms.group.message': 'Besked (valgfrit)',
  'forms.group.honeypot': 'Lad dette felt være tomt',
  'forms.group.submit': 'Send forespørgsel',
  'forms.group.success': 'Tak! Vi har modtaget din gruppeforespørgsel og svarer på e-mail.',
  'forms.group.errorsTitle': 'Ret de felter, der er markeret nedenfor',
  'forms.group.unavailable': 'Vi kunne ikke sende din forespørgsel lige nu. Prøv igen om et øjeblik.',
  'forms.error.name': 'Indtast dit for- og efternavn',
  'forms.error.phone': 'Indtast et telefonnummer med cifre, f.eks. +45 12 34 56 78',
  'forms.error.date': 'Indtast en dato som 2026-06-15',
  'forms.error.datePast': 'Denne dato er passeret: vælg i dag eller en senere dato',
  'forms.error.adults': 'Angiv mindst 1 voksen',
  'forms.error.children': 'Angiv antallet af børn (0 eller flere)',
  'forms.error.tooMany': 'For mange forespørgsler. Vent et øjeblik, og prøv igen.',
  'forms.error.tooLarge': 'Denne formular er for stor til at blive sendt.',
  'forms.error.control': 'Fjern de usynlige kontroltegn fra dette felt',
} satisfies Translation<typeof en>;
