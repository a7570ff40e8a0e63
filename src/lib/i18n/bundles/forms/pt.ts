import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Reserva para um grupo?',
  'forms.group.intro': 'Fale-nos do seu grupo e a nossa equipa responderá por e-mail com uma oferta.',
  'forms.group.name': 'Nome completo',
  'forms.group.email': 'E-mail',
  'forms.group.phone': 'Telefone (opcional)',
  'forms.group.date': 'Data preferida',
  'forms.group.adults': 'Adultos',
  'forms.group.children': 'Crianças',
  'forms.group.message': 'Mensagem (opcional)',
  'forms.group.honeypot': 'Deixe este campo vazio',
  'forms.group.submit': 'Enviar pedido',
  'forms.group.success': 'Obrigado! Recebemos o seu pedido de grupo e responderemos por e-mail.',
  'forms.group.errorsTitle': 'Corrija os campos assinalados abaixo',
  'forms.group.unavailable': 'Não foi possível enviar o seu pedido agora. Tente novamente daqui a pouco.',
  'forms.error.name': 'Introduza o seu nome e apelido',
  'forms.error.phone': 'Introduza um telefone com algarismos, como +351 21 234 5678',
  'forms.error.date': 'Introduza uma data como 2026-06-15',
  'forms.error.datePast': 'Esta data já passou: escolha hoje ou uma data posterior',
  'forms.error.adults': 'Indique pelo menos 1 adulto',
  'forms.error.children': 'Indique o número de crianças (0 ou mais)',
  'forms.error.tooMany': 'Demasiados pedidos. Aguarde um momento e tente novamente.',
  'forms.error.tooLarge': 'Este formulário é demasiado grande para ser enviado.',
  'forms.error.control': 'Remova os caracteres de controle invisíveis deste campo',
} satisfies Translation<typeof en>;
