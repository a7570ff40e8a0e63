import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Devise\u00a0: {code}',
  'chrome.currency.choose': 'Choisir une devise',
  'chrome.currency.main': 'Devises courantes',
  'chrome.currency.other': 'Autres devises',
  'chrome.partnership.partnered': '{site} est partenaire officiel de billetterie pour {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} est partenaire officiel de billetterie pour {venue}. Ce site n’est pas le site officiel du lieu, et les prix peuvent différer de ceux pratiqués au guichet.',
  'chrome.partnership.independent': '{site} est un revendeur indépendant, sans lien avec {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} est un revendeur de billets indépendant\u00a0: sans lien avec {venue}, il n’est ni approuvé ni exploité par le lieu. Ce site n’est pas le site officiel du lieu, et nos prix peuvent différer de ceux pratiqués au guichet.',
  'chrome.partnership.reseller': '{site} est un revendeur de billets indépendant.',
  'chrome.notVenueWebsite': 'Ce site n’est pas le site officiel du lieu.',
  'chrome.suppliers': 'Les expériences sont proposées par des prestataires tiers indépendants.',
  'chrome.footer.navigation': 'Liens du site',
  'chrome.footer.legal': 'Mentions légales',
  'chrome.footer.help': 'Aide et contact',
} satisfies Translation<typeof en>;
