import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': '단체 예약이신가요?',
  'forms.group.intro': '단체 정보를 알려 주시면 담당 팀이 이메일로 견적을 보내 드립니다.',
  'forms.group.name': '성명',
  'forms.group.email': '이메일',
  'forms.group.phone': '전화번호(선택)',
  'forms.group.date': '희망 날짜',
  'forms.group.adults': '성인',
  'forms.group.children': '어린이',
  'forms.group.message': '메시지(선택)',
  'forms.group.honeypot': '이 칸은 비워 두세요',
  'forms.group.submit': '요청 보내기',
  'forms.group.success': '감사합니다! 단체 요청을 접수했으며 이메일로 답변드리겠습니다.',
  'forms.group.errorsTitle': '아래 표시된 항목을 수정해 주세요',
  'forms.group.unavailable': '지금은 요청을 보낼 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'forms.error.name': '성과 이름을 입력해 주세요',
  'forms.error.phone': '+82 2 1234 5678처럼 숫자로 전화번호를 입력해 주세요',
  'forms.error.date': '2026-06-15 형식으로 날짜를 입력해 주세요',
  'forms.error.datePast': '지난 날짜입니다. 오늘 또는 이후 날짜를 선택해 주세요',
  'forms.error.adults': '성인을 1명 이상 입력해 주세요',
  'forms.error.children': '어린이 수를 입력해 주세요(0명 이상)',
  'forms.error.tooMany': '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'forms.error.tooLarge': '양식이 너무 커서 보낼 수 없습니다.',
  'forms.error.control': '이 입력란에서 보이지 않는 제어 문자를 삭제하세요',
} satisfies Translation<typeof en>;
