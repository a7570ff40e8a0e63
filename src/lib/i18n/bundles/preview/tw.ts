import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': '預覽',
  'preview.mode': '預覽模式',
  'preview.release': '發佈版本：{label}',
  'preview.drafts': '未發佈的草稿',
  'preview.document': '頁面：{title}（{uid}）',
  'preview.expired': '此預覽已過期或無法辨識：您看到的是已發佈的內容。',
  'preview.exit': '結束預覽',
  'preview.error.title': '無法預覽',
  'preview.error.token': '此預覽連結對該內容庫無效或已過期。請從編輯器重新開啟預覽。',
  'preview.error.document': '此預覽連結未指向有效的文件。',
  'preview.error.notFound': '在此發佈版本中找不到該預覽的文件。',
  'preview.error.otherSite': '此文件在本網站沒有頁面。請從其所屬的網站開啟預覽。',
  'preview.error.site': '預覽只能在網站自己的網址上開啟。',
  'preview.error.unavailable': '無法連線到內容服務。請稍後再試。',
  'preview.error.back': '返回首頁',
} satisfies Translation<typeof en>;
