import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': '团体预订吗?',
  'forms.group.intro': '告诉我们您的团体信息,我们的团队将通过电子邮件回复报价。',
  'forms.group.name': '全名',
  'forms.group.email': '电子邮箱',
  'forms.group.phone': '电话(选填)',
  'forms.group.date': '首选日期',
  'forms.group.adults': '成人',
  'forms.group.children': '儿童',
  'forms.group.message': '留言(选填)',
  'forms.group.honeypot': '请将此栏留空',
  'forms.group.submit': '提交申请',
  'forms.group.success': '谢谢!我们已收到您的团体申请,将通过电子邮件回复您。',
  'forms.group.errorsTitle': '请修改下方标出的栏目',
  'forms.group.unavailable': '暂时无法提交您的申请,请稍后再试。',
  'forms.error.name': '请输入您的姓和名',
  'forms.error.phone': '请用数字输入电话号码,例如 +86 10 1234 5678',
  'forms.error.date': '请输入日期,例如 2026-06-15',
  'forms.error.datePast': '该日期已过,请选择今天或之后的日期',
  'forms.error.adults': '请至少填写 1 位成人',
  'forms.error.children': '请填写儿童人数(0 或以上)',
  'forms.error.tooMany': '请求过于频繁,请稍后再试。',
  'forms.error.tooLarge': '此表单过大,无法提交。',
  'forms.error.control': '请删除此字段中的不可见控制字符',
} satisfies Translation<typeof en>;
