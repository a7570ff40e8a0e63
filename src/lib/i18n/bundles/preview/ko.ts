import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': '미리보기',
  'preview.mode': '미리보기 모드',
  'preview.release': '릴리스: {label}',
  'preview.drafts': '게시되지 않은 초안',
  'preview.document': '페이지: {title} ({uid})',
  'preview.expired': '이 미리보기는 만료되었거나 알 수 없습니다. 게시된 콘텐츠를 보고 계십니다.',
  'preview.exit': '미리보기 종료',
  'preview.error.title': '미리보기를 사용할 수 없습니다',
  'preview.error.token':
    '이 미리보기 링크는 이 저장소에 유효하지 않거나 만료되었습니다. 편집기에서 미리보기를 다시 여세요.',
  'preview.error.document': '이 미리보기 링크는 유효한 문서를 가리키지 않습니다.',
  'preview.error.notFound': '이 릴리스에서 미리보기 문서를 찾을 수 없습니다.',
  'preview.error.otherSite':
    '이 문서는 이 사이트에 페이지가 없습니다. 문서가 속한 사이트에서 미리보기를 여세요.',
  'preview.error.site': '미리보기는 각 사이트의 자체 주소에서 열립니다.',
  'preview.error.unavailable': '콘텐츠 서비스에 연결할 수 없습니다. 잠시 후 다시 시도하세요.',
  'preview.error.back': '홈페이지로 돌아가기',
} satisfies Translation<typeof en>;
