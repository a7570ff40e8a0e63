import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Boekt u voor een groep?',
  'forms.group.intro': 'Vertel ons over uw groep en ons team stuurt u per e-mail een aanbod.',
  'forms.group.name': 'Volledige naam',
  'forms.group.email': 'E-mail',
  'forms.group.phone': 'Telefoon (optioneel)',
  'forms.group.date': 'Gewenste datum',
  'forms.group.adults': 'Volwassenen',
  'forms.group.children': 'Kinderen',
  'forms.group.message': 'Bericht (optioneel)',
  'forms.group.honeypot': 'Laat dit veld leeg',
  'forms.group.submit': 'Aanvraag versturen',
  'forms.group.success': 'Bedankt! We hebben uw groepsaanvraag ontvangen en antwoorden per e-mail.',
  'forms.group.errorsTitle': 'Corrigeer de hieronder gemarkeerde velden',
  'forms.group.unavailable': 'We konden uw aanvraag nu niet versturen. Probeer het zo opnieuw.',
  'forms.error.name': 'Vul uw voor- en achternaam in',
  'forms.error.phone': 'Vul een telefoonnummer in cijfers in, zoals +31 20 123 4567',
  'forms.error.date': 'Vul een datum in zoals 2026-06-15',
  'forms.error.datePast': 'Deze datum is voorbij: kies vandaag of een latere datum',
  'forms.error.adults': 'Vul minstens 1 volwassene in',
  'forms.error.children': 'Vul het aantal kinderen in (0 of meer)',
  'forms.error.tooMany': 'Te veel aanvragen. Wacht even en probeer het opnieuw.',
  'forms.error.tooLarge': 'Dit formulier is te groot om te versturen.',
  'forms.error.control': 'Verwijder de onzichtbare stuurtekens uit dit veld',
} satisfies Translation<typeof en>;
