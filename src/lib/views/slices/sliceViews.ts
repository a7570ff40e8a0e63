import type { CardView } from '../../cards/buildCards';

/** The state of a product section: products, none to show, or the catalogue could not answer. */
export type SectionState = 'ok' | 'empty' | 'failed';

export interface ImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProductCardsView {
  kind: 'productCards';
  heading: string;
  state: SectionState;
  cards: CardView[];
  /** Cards shown before the rest fold into a "show more" disclosure (sp_experience_limit). */
  visibleCount: number;
}

export interface TourListView {
  kind: 'tourList';
  heading: string;
  rows: { heading: string; state: SectionState; cards: CardView[] }[];
}

export interface BannerView {
  kind: 'banner';
  variation: 'imageText' | 'videoText';
  title: string;
  text: string;
  image: ImageView | undefined;
  mobileImage: ImageView | undefined;
  cta: { label: string; href: string } | undefined;
  video: { src: string; poster: string | undefined } | undefined;
}

export interface RichTextView {
  kind: 'richText';
  content: unknown[];
}

export type SliceView = ProductCardsView | TourListView | BannerView | RichTextView;
