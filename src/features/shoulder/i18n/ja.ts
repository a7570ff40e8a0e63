import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': '概要',
  'shoulder.type.history': '歴史',
  'shoulder.type.architecture': '建築',
  'shoulder.type.inside': '内部',
  'shoulder.type.sub-attractions': '見どころ',
  'shoulder.type.facts': '豆知識',
  'shoulder.type.plan-your-visit': '訪問の計画',
  'shoulder.type.timings': '開館時間',
  'shoulder.type.getting-there': 'アクセス',
  'shoulder.type.directions': '道順',
  'shoulder.type.entrances': '入口',
  'shoulder.type.skip-the-line': '優先入場',
  'shoulder.type.guided-tours': 'ガイドツアー',
  'shoulder.type.tips': '旅のヒント',
  'shoulder.type.restaurants': '周辺のレストラン',
  'shoulder.type.misc': 'その他の情報',
  'shoulder.moreAbout': '{attraction}をもっと知る',
  'shoulder.guide': '観光ガイド',
  'shoulder.pager': '前後のガイド',
  'shoulder.previous': '前へ',
  'shoulder.next': '次へ',
  'shoulder.planYourVisit': '訪問の計画',
  'shoulder.planIntro':
    '開館時間、入口、アクセス、見どころなど、訪れる前に知っておきたい情報をまとめました。',
  'shoulder.sub.A': '主な見どころ',
  'shoulder.sub.B': '通常の見学で見られる場所',
  'shoulder.sub.C': 'こちらもおすすめ',
  'shoulder.sub.timeNeeded': '所要時間：{time}',
  'shoulder.sub.more': '{name}について詳しく',
} satisfies Translation<typeof en>;
