import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Moeda: {code}',
  'chrome.currency.choose': 'Escolha uma moeda',
  'chrome.currency.main': 'Moedas mais usadas',
  'chrome.currency.other': 'Mais moedas',
  'chrome.partnership.partnered': '{site} é parceiro oficial de venda de bilhetes para {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} é parceiro oficial de venda de bilhetes para {venue}. Este não é o site oficial do local, e os preços podem diferir dos praticados na bilheteira.',
  'chrome.partnership.independent': '{site} é um revendedor independente, sem qualquer ligação com {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} é um revendedor de bilhetes independente: não tem qualquer ligação com {venue} e não é aprovado nem gerido pelo local. Este não é o site oficial do local, e os nossos preços podem diferir dos praticados na bilheteira.',
  'chrome.partnership.reseller': '{site} é um revendedor de bilhetes independente.',
  'chrome.notVenueWebsite': 'Este não é o site oficial do local.',
  'chrome.suppliers': 'As experiências são prestadas por fornecedores terceiros independentes.',
  'chrome.footer.navigation': 'Ligações do site',
  'chrome.footer.legal': 'Informação legal',
  'chrome.footer.help': 'Ajuda e contacto',
} satisfies Translation<typeof en>;
