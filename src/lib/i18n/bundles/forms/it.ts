import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Prenoti per un gruppo?',
  'forms.group.intro': 'Raccontaci del tuo gruppo e il nostro team ti risponderà via e-mail con un’offerta.',
  'forms.group.name': 'Nome e cognome',
  'forms.group.email': 'E-mail',
  'forms.group.phone': 'Telefono (facoltativo)',
  'forms.group.date': 'Data preferita',
  'forms.group.adults': 'Adulti',
  'forms.group.children': 'Bambini',
  'forms.group.message': 'Messaggio (facoltativo)',
  'forms.group.honeypot': 'Lascia vuoto questo campo',
  'forms.group.submit': 'Invia richiesta',
  'forms.group.success': 'Grazie! Abbiamo ricevuto la tua richiesta di gruppo e ti risponderemo via e-mail.',
  'forms.group.errorsTitle': 'Correggi i campi indicati qui sotto',
  'forms.group.unavailable': 'Non siamo riusciti a inviare la richiesta ora. Riprova tra un momento.',
  'forms.error.name': 'Inserisci nome e cognome',
  'forms.error.phone': 'Inserisci un numero di telefono in cifre, ad esempio +39 06 1234 5678',
  'forms.error.date': 'Inserisci una data come 2026-06-15',
  'forms.error.datePast': 'Questa data è passata: scegli oggi o una data successiva',
  'forms.error.adults': 'Indica almeno 1 adulto',
  'forms.error.children': 'Indica il numero di bambini (0 o più)',
  'forms.error.tooMany': 'Troppe richieste. Attendi un momento e riprova.',
  'forms.error.tooLarge': 'Questo modulo è troppo grande per essere inviato.',
  'forms.error.control': 'Rimuovi i caratteri di controllo invisibili da questo campo',
} satisfies Translation<typeof en>;
