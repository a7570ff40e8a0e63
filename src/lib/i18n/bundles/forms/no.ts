import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Bestiller du for en gruppe?',
  'forms.group.intro': 'Fortell oss om gruppen din, så svarer teamet vårt med et tilbud på e-post.',
  'forms.group.name': 'Fullt navn',
  'forms.group.email': 'E-post',
  'forms.group.phone': 'Telefon (valgfritt)',
  'forms.group.date': 'Ønsket dato',
  'forms.group.adults': 'Voksne',
  'forms.group.children': 'Barn',
  'forms.group.message': 'Melding (valgfritt)',
  'forms.group.honeypot': 'La dette feltet stå tomt',
  'forms.group.submit': 'Send forespørsel',
  'forms.group.success': 'Takk! Vi har mottatt gruppeforespørselen din og svarer på e-post.',
  'forms.group.errorsTitle': 'Rett opp feltene som er markert nedenfor',
  'forms.group.unavailable': 'Vi kunne ikke sende forespørselen din akkurat nå. Prøv igjen om litt.',
  'forms.error.name': 'Skriv inn fornavn og etternavn',
  'forms.error.phone': 'Skriv inn et telefonnummer med sifre, for eksempel +47 22 12 34 56',
  'forms.error.date': 'Skriv inn en dato som 2026-06-15',
  'forms.error.datePast': 'Denne datoen har passert: velg i dag eller en senere dato',
  'forms.error.adults': 'Oppgi minst 1 voksen',
  'forms.error.children': 'Oppgi antall barn (0 eller flere)',
  'forms.error.tooMany': 'For mange forespørsler. Vent litt og prøv igjen.',
  'forms.error.tooLarge': 'Dette skjemaet er for stort til å sendes.',
  'forms.error.control': 'Fjern de usynlige kontrolltegnene fra dette feltet',
} satisfies Translation<typeof en>;
