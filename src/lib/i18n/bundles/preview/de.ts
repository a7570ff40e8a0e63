import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Vorschau',
  'preview.mode': 'Vorschaumodus',
  'preview.release': 'Release: {label}',
  'preview.drafts': 'Unveröffentlichte Entwürfe',
  'preview.document': 'Seite: {title} ({uid})',
  'preview.expired': 'Diese Vorschau ist abgelaufen oder unbekannt: Sie sehen die veröffentlichten Inhalte.',
  'preview.exit': 'Vorschau beenden',
  'preview.error.title': 'Vorschau nicht verfügbar',
  'preview.error.token':
    'Dieser Vorschau-Link gilt nicht für dieses Repository oder ist abgelaufen. Öffnen Sie die Vorschau erneut im Editor.',
  'preview.error.document': 'Dieser Vorschau-Link nennt kein gültiges Dokument.',
  'preview.error.notFound': 'Das Dokument dieser Vorschau wurde in diesem Release nicht gefunden.',
  'preview.error.otherSite':
    'Dieses Dokument hat auf dieser Microsite keine Seite. Öffnen Sie die Vorschau auf der Microsite, zu der es gehört.',
  'preview.error.site': 'Vorschauen öffnen sich unter der eigenen Adresse einer Microsite.',
  'preview.error.unavailable':
    'Der Inhaltsdienst ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'preview.error.back': 'Zurück zur Startseite',
} satisfies Translation<typeof en>;
