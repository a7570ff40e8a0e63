/** A span of a Prismic rich-text block: offsets into its text. */
export interface RichTextSpan {
  start: number;
  end: number;
  type: 'strong' | 'em' | 'hyperlink' | (string & {});
  data?: { url?: string | undefined } | undefined;
}

/** A Prismic rich-text block (heading1..heading6, paragraph, list-item). */
export interface RichTextBlock {
  type: string;
  text: string;
  spans?: readonly RichTextSpan[] | undefined;
}

/** The details box of a show (spec 000 §3). */
export interface ShowDetails {
  openingDate?: string;
  closingDate?: string;
  theatreName?: string;
  /** The first link inside the theatre name's text. */
  theatrePageUrl?: string;
  duration?: string;
  ageLimit?: string;
}

export interface FaqEntry {
  /** The question, prefix stripped. */
  heading: string;
  /** The answer blocks, prefixes stripped and spans shifted to match. */
  content: RichTextBlock[];
}

export interface ShowTab {
  tab_name: string;
  default_tab: 'Yes' | 'No';
  tab_content: RichTextBlock[];
}

export interface ListicleItem {
  heading: string;
  text: RichTextBlock[];
}

/** The structure of spec 000 §3 "Parsed show page content". */
export interface ParsedShowPage {
  detailsObjects: ShowDetails;
  showType?: string;
  isSafetyBanner: boolean;
  faqHeading?: string;
  faqSchema: FaqEntry[];
  tabs: ShowTab[];
  specialOffer?: { offerHeading: string; offerText: RichTextBlock[]; closingDate?: string };
  hasSpecialOffer: boolean;
  mapURL?: string;
  highlightsSection: RichTextBlock[];
  aboutTheatreSection: RichTextBlock[];
  criticReview: RichTextBlock[];
  listicleSchema: ListicleItem[];
  /** The Highlights tab as plain text, for structured data. */
  tabSchemaHighlight: string;
  /** The other tabs (show information) as plain text, one line per block, for structured data. */
  tabSchemaInfo: string;
}
