import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': '리뷰',
  'reviews.rated': '5점 만점에 {rating}점',
  'reviews.ratings': '평점 {count}개',
  'reviews.trustBadge': '높은 평점',
  'reviews.sortBy': '정렬 기준',
  'reviews.filterBy': '리뷰 필터',
  'reviews.filter.all': '모든 리뷰',
  'reviews.range': '리뷰 {count}개 중 {from}–{to}번째',
  'reviews.pages': '리뷰 페이지',
  'reviews.previous': '이전',
  'reviews.next': '다음',
  'reviews.page': '{page}페이지',
  'reviews.failed': '지금은 리뷰를 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'reviews.none': '아직 리뷰가 없습니다.',
  'reviews.writtenIn': '{language}로 작성된 리뷰를 표시합니다.',
  'reviews.photos': '{name}님이 공유한 사진',
  'reviews.photoAlt': '{name}님이 공유한 사진 한 장',
} satisfies Translation<typeof en>;
