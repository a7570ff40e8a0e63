import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': '预览',
  'preview.mode': '预览模式',
  'preview.release': '发布版本：{label}',
  'preview.drafts': '未发布的草稿',
  'preview.document': '页面：{title}（{uid}）',
  'preview.expired': '此预览已过期或无法识别：您看到的是已发布的内容。',
  'preview.exit': '退出预览',
  'preview.error.title': '无法预览',
  'preview.error.token': '此预览链接对该内容库无效或已过期。请从编辑器重新打开预览。',
  'preview.error.document': '此预览链接未指向有效的文档。',
  'preview.error.notFound': '在此发布版本中找不到该预览的文档。',
  'preview.error.otherSite': '此文档在本站点没有页面。请从其所属的站点打开预览。',
  'preview.error.site': '预览只能在站点自己的地址上打开。',
  'preview.error.unavailable': '无法连接内容服务。请稍后再试。',
  'preview.error.back': '返回首页',
} satisfies Translation<typeof en>;
