import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Sie buchen für eine Gruppe?',
  'forms.group.intro':
    'Erzählen Sie uns von Ihrer Gruppe – unser Team antwortet Ihnen per E-Mail mit einem Angebot.',
  'forms.group.name': 'Vollständiger Name',
  'forms.group.email': 'E-Mail',
  'forms.group.phone': 'Telefon (optional)',
  'forms.group.date': 'Wunschdatum',
  'forms.group.adults': 'Erwachsene',
  'forms.group.children': 'Kinder',
  'forms.group.message': 'Nachricht (optional)',
  'forms.group.honeypot': 'Dieses Feld leer lassen',
  'forms.group.submit': 'Anfrage senden',
  'forms.group.success':
    'Vielen Dank! Wir haben Ihre Gruppenanfrage erhalten und antworten Ihnen per E-Mail.',
  'forms.group.errorsTitle': 'Bitte korrigieren Sie die unten markierten Felder',
  'forms.group.unavailable':
    'Ihre Anfrage konnte gerade nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
  'forms.error.name': 'Bitte geben Sie Vor- und Nachnamen ein',
  'forms.error.phone': 'Geben Sie eine Telefonnummer aus Ziffern ein, z. B. +49 30 1234567',
  'forms.error.date': 'Geben Sie ein Datum wie 2026-06-15 ein',
  'forms.error.datePast': 'Dieses Datum ist vorbei: Wählen Sie heute oder ein späteres Datum',
  'forms.error.adults': 'Geben Sie mindestens 1 Erwachsenen an',
  'forms.error.children': 'Geben Sie die Anzahl der Kinder an (0 oder mehr)',
  'forms.error.tooMany': 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'forms.error.tooLarge': 'Dieses Formular ist zu groß zum Senden.',
  'forms.error.control': 'Entfernen Sie die unsichtbaren Steuerzeichen aus diesem Feld',
} satisfies Translation<typeof en>;
