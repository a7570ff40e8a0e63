import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': '團體訂票嗎?',
  'forms.group.intro': '告訴我們您的團體資訊,我們的團隊將以電子郵件回覆報價。',
  'forms.group.name': '全名',
  'forms.group.email': '電子郵件',
  'forms.group.phone': '電話(選填)',
  'forms.group.date': '希望日期',
  'forms.group.adults': '成人',
  'forms.group.children': '兒童',
  'forms.group.message': '留言(選填)',
  'forms.group.honeypot': '請將此欄位留空',
  'forms.group.submit': '送出申請',
  'forms.group.success': '謝謝!我們已收到您的團體申請,將以電子郵件回覆您。',
  'forms.group.errorsTitle': '請修正下方標示的欄位',
  'forms.group.unavailable': '目前無法送出您的申請,請稍後再試。',
  'forms.error.name': '請輸入您的姓氏和名字',
  'forms.error.phone': '請以數字輸入電話號碼,例如 +886 2 1234 5678',
  'forms.error.date': '請輸入日期,例如 2026-06-15',
  'forms.error.datePast': '此日期已過,請選擇今天或之後的日期',
  'forms.error.adults': '請至少輸入 1 位成人',
  'forms.error.children': '請輸入兒童人數(0 或以上)',
  'forms.error.tooMany': '請求次數過多,請稍候再試。',
  'forms.error.tooLarge': '此表單過大,無法送出。',
  'forms.error.control': '請刪除此欄位中的不可見控制字元',
} satisfies Translation<typeof en>;
