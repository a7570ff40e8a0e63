import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Vous réservez pour un groupe ?',
  'forms.group.intro': 'Parlez-nous de votre groupe : notre équipe vous répondra par e-mail avec une offre.',
  'forms.group.name': 'Nom complet',
  'forms.group.email': 'E-mail',
  'forms.group.phone': 'Téléphone (facultatif)',
  'forms.group.date': 'Date souhaitée',
  'forms.group.adults': 'Adultes',
  'forms.group.children': 'Enfants',
  'forms.group.message': 'Message (facultatif)',
  'forms.group.honeypot': 'Laissez ce champ vide',
  'forms.group.submit': 'Envoyer la demande',
  'forms.group.success':
    'Merci ! Nous avons bien reçu votre demande de groupe et vous répondrons par e-mail.',
  'forms.group.errorsTitle': 'Veuillez corriger les champs signalés ci-dessous',
  'forms.group.unavailable':
    'Nous n’avons pas pu envoyer votre demande pour le moment. Réessayez dans un instant.',
  'forms.error.name': 'Veuillez saisir votre prénom et votre nom',
  'forms.error.phone': 'Saisissez un numéro de téléphone en chiffres, par exemple +33 1 23 45 67 89',
  'forms.error.date': 'Saisissez une date comme 2026-06-15',
  'forms.error.datePast': 'Cette date est passée : choisissez aujourd’hui ou une date ultérieure',
  'forms.error.adults': 'Indiquez au moins 1 adulte',
  'forms.error.children': 'Indiquez le nombre d’enfants (0 ou plus)',
  'forms.error.tooMany': 'Trop de demandes. Patientez un instant puis réessayez.',
  'forms.error.tooLarge': 'Ce formulaire est trop volumineux pour être envoyé.',
  'forms.error.control': 'Supprimez les caractères de contrôle invisibles de ce champ',
} satisfies Translation<typeof en>;
