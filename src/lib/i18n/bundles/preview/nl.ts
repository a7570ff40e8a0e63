import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Voorbeeld',
  'preview.mode': 'Voorbeeldmodus',
  'preview.release': 'Release: {label}',
  'preview.drafts': 'Niet-gepubliceerde concepten',
  'preview.document': 'Pagina: {title} ({uid})',
  'preview.expired': 'Dit voorbeeld is verlopen of onbekend: u ziet de gepubliceerde inhoud.',
  'preview.exit': 'Voorbeeld sluiten',
  'preview.error.title': 'Voorbeeld niet beschikbaar',
  'preview.error.token':
    'Deze voorbeeldlink is niet geldig voor deze repository of is verlopen. Open het voorbeeld opnieuw vanuit de editor.',
  'preview.error.document': 'Deze voorbeeldlink verwijst niet naar een geldig document.',
  'preview.error.notFound': 'Het document van dit voorbeeld is niet gevonden in deze release.',
  'preview.error.otherSite':
    'Dit document heeft geen pagina op deze microsite. Open het voorbeeld vanaf de microsite waartoe het behoort.',
  'preview.error.site': 'Voorbeelden openen op het eigen adres van een microsite.',
  'preview.error.unavailable': 'De inhoudsdienst is niet bereikbaar. Probeer het zo opnieuw.',
  'preview.error.back': 'Terug naar de startpagina',
} satisfies Translation<typeof en>;
