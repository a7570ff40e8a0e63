import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Pré-visualização',
  'preview.mode': 'Modo de pré-visualização',
  'preview.release': 'Versão: {label}',
  'preview.drafts': 'Rascunhos não publicados',
  'preview.document': 'Página: {title} ({uid})',
  'preview.expired': 'Esta pré-visualização expirou ou é desconhecida: está a ver o conteúdo publicado.',
  'preview.exit': 'Sair da pré-visualização',
  'preview.error.title': 'Pré-visualização indisponível',
  'preview.error.token':
    'Esta ligação de pré-visualização não é válida para este repositório ou expirou. Abra novamente a pré-visualização a partir do editor.',
  'preview.error.document': 'Esta ligação de pré-visualização não indica um documento válido.',
  'preview.error.notFound': 'O documento desta pré-visualização não foi encontrado nesta versão.',
  'preview.error.otherSite':
    'Este documento não tem página neste microsite. Abra a pré-visualização a partir do microsite a que pertence.',
  'preview.error.site': 'As pré-visualizações abrem no endereço próprio de cada microsite.',
  'preview.error.unavailable':
    'Não é possível aceder ao serviço de conteúdos. Tente novamente dentro de momentos.',
  'preview.error.back': 'Voltar à página inicial',
} satisfies Translation<typeof en>;
