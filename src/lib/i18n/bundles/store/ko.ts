import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': '최저가',
  'store.card.unavailable': '현재 예약 불가',
  'store.card.priceLabel': '가격 {price}부터',
  'store.card.scratchLabel': '정가 {price}',
  'store.card.rating': '5점 만점에 {rating}점',
  'store.card.trusted': '높은 평점',
  'store.card.viewShow': '자세히 보기',
  'store.card.book': '지금 예약',
  'store.card.closes': '마지막 공연: {date}',
  'store.section.failed': '지금은 체험 정보를 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'store.section.empty': '현재 이용 가능한 체험이 없습니다.',
  'store.section.showMore': {
    other: '체험 {count}개 더 보기',
  },
  'store.section.count': {
    other: '체험 {count}개',
  },
  'store.filter.all': '전체',
  'store.filter.label': '체험 필터',
  'store.banner.video': '동영상: {title}',
  'store.category.heading': '{name} 체험',
} satisfies Translation<typeof en>;
