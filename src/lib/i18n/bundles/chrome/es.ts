import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Moneda: {code}',
  'chrome.currency.choose': 'Elige una moneda',
  'chrome.currency.main': 'Monedas más usadas',
  'chrome.currency.other': 'Más monedas',
  'chrome.partnership.partnered': '{site} es distribuidor oficial de entradas para {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} es distribuidor oficial de entradas para {venue}. Este no es el sitio web oficial del recinto y los precios pueden diferir de los de taquilla.',
  'chrome.partnership.independent': '{site} es un revendedor independiente, sin relación con {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} es un revendedor independiente de entradas: no tiene relación con {venue}, no cuenta con su aval y no es gestionado por el recinto. Este no es el sitio web oficial del recinto y nuestros precios pueden diferir de los de taquilla.',
  'chrome.partnership.reseller': '{site} es un revendedor independiente de entradas.',
  'chrome.notVenueWebsite': 'Este no es el sitio web oficial del recinto.',
  'chrome.suppliers': 'Las experiencias las ofrecen proveedores externos independientes.',
  'chrome.footer.navigation': 'Enlaces del sitio',
  'chrome.footer.legal': 'Información legal',
  'chrome.footer.help': 'Ayuda y contacto',
} satisfies Translation<typeof en>;
