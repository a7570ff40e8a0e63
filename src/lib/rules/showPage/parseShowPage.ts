import { isSpecialOfferVisible } from '../policies/isSpecialOfferVisible';
import { safeLinkUrl } from '../shortcodes/safeUrl';
import { detailName, isFaqHeading, isHighlightsTab, sectionName, type DetailName } from './headingNames';
import { BODY_TYPES, firstLinkUrl, headingLevel, plainText, richTextBlocks } from './richTextBlocks';
import type { FaqEntry, ListicleItem, ParsedShowPage, RichTextBlock, ShowTab } from './showPageTypes';
import { stripFaqPrefix } from './stripFaqPrefix';

type Mode = 'details' | 'faq' | 'tab' | 'listicle' | 'specialOffer' | 'aboutTheatre' | 'criticReview';

export interface ShowPageContext {
  /** "Now", for the special offer's closing date. */
  now: Date;
  timeZone?: string;
}

interface State {
  mode: Mode;
  detail?: DetailName | undefined;
  pendingTab?: string | undefined;
  tab?: ShowTab | undefined;
  faq?: FaqEntry | undefined;
  listicle?: ListicleItem | undefined;
}

function setDetail(page: ParsedShowPage, name: DetailName, block: RichTextBlock, offerDates: string[]): void {
  const value = block.text.trim();
  if (!value) return;
  if (name === 'showType') page.showType = value;
  else if (name === 'safetyBanner') page.isSafetyBanner = value === 'YES';
  else if (name === 'offerClosingDate') offerDates.push(value);
  else if (name === 'mapURL') {
    const url = safeLinkUrl(firstLinkUrl(block) ?? value);
    if (url?.startsWith('https://')) page.mapURL = url;
  } else {
    page.detailsObjects[name] = value;
    const link = firstLinkUrl(block);
    if (name === 'theatreName' && link) page.detailsObjects.theatrePageUrl = link;
  }
}

function faqBlock(page: ParsedShowPage, state: State, block: RichTextBlock): void {
  const line = stripFaqPrefix(block);
  if (line.kind === 'question' || headingLevel(block) >= 3) {
    state.faq = { heading: line.block.text.trim(), content: [] };
    if (state.faq.heading) page.faqSchema.push(state.faq);
    return;
  }
  if (line.block.text.trim()) state.faq?.content.push(line.block);
}

/**
 * A show page's rich text as the structure of spec 000 §3, read block by block (spec 000 §4): a small
 * heading (level 3–6) naming a detail (Opening Date, Closing Date, Theatre Name, Duration, Age Limit,
 * Show Type, Safety Banner, Map URL, Offer Closing Date) makes the next body block that detail's value;
 * the FAQ heading switches to FAQ mode (questions and answers with their markers stripped); a Listicle
 * heading starts listicle mode (each small heading an item); Special Offer, About the Theatre and Critic
 * Review headings open their sections; any other level-2 heading starts a tab only if body content
 * follows, the first tab being the default. Bad input gives an empty page, never a throw.
 * @example parseShowPage([{ type: 'heading2', text: 'Overview' }, { type: 'paragraph', text: 'A musical.' }], { now: new Date() }).tabs → [{ tab_name: 'Overview', default_tab: 'Yes', tab_content: [paragraph] }]
 */
export function parseShowPage(input: unknown, context: ShowPageContext): ParsedShowPage {
  const page: ParsedShowPage = {
    detailsObjects: {},
    isSafetyBanner: false,
    faqSchema: [],
    tabs: [],
    hasSpecialOffer: false,
    highlightsSection: [],
    aboutTheatreSection: [],
    criticReview: [],
    listicleSchema: [],
    tabSchemaHighlight: '',
    tabSchemaInfo: '',
  };
  const offer = { heading: '', text: [] as RichTextBlock[], dates: [] as string[] };
  const state: State = { mode: 'details' };
  for (const block of richTextBlocks(input)) {
    const level = headingLevel(block);
    const body = BODY_TYPES.has(block.type);
    if (state.pendingTab !== undefined) {
      const name = state.pendingTab;
      state.pendingTab = undefined;
      if (body || (level >= 3 && !detailName(block.text))) {
        state.tab = { tab_name: name, default_tab: page.tabs.length === 0 ? 'Yes' : 'No', tab_content: [] };
        page.tabs.push(state.tab);
        state.mode = 'tab';
      }
    }
    if (level === 2) {
      const section = sectionName(block.text);
      state.detail = undefined;
      if (isFaqHeading(block.text)) {
        state.mode = 'faq';
        page.faqHeading = block.text.trim();
        state.faq = undefined;
      } else if (section) {
        state.mode = section;
        state.listicle = undefined;
        if (section === 'specialOffer') offer.heading = block.text.trim();
      } else {
        state.mode = 'details';
        state.pendingTab = block.text.trim();
      }
      continue;
    }
    if (level >= 3 && detailName(block.text)) {
      state.mode = 'details';
      state.detail = detailName(block.text);
      continue;
    }
    if (level === 1) continue;
    switch (state.mode) {
      case 'details':
        if (state.detail && body) setDetail(page, state.detail, block, offer.dates);
        state.detail = undefined;
        break;
      case 'faq':
        faqBlock(page, state, block);
        break;
      case 'tab':
        state.tab?.tab_content.push(block);
        break;
      case 'listicle':
        if (level >= 3) {
          state.listicle = { heading: block.text.trim(), text: [] };
          page.listicleSchema.push(state.listicle);
        } else state.listicle?.text.push(block);
        break;
      case 'specialOffer':
        if (level >= 3 && offer.text.length === 0) offer.heading = block.text.trim();
        else offer.text.push(block);
        break;
      case 'aboutTheatre':
        page.aboutTheatreSection.push(block);
        break;
      case 'criticReview':
        page.criticReview.push(block);
        break;
    }
  }
  if (offer.text.length > 0) {
    const closingDate = offer.dates[0];
    page.specialOffer = {
      offerHeading: offer.heading,
      offerText: offer.text,
      ...(closingDate && { closingDate }),
    };
    page.hasSpecialOffer = isSpecialOfferVisible(closingDate, context.now, context.timeZone);
  }
  const highlights = page.tabs.filter((tab) => isHighlightsTab(tab.tab_name));
  page.highlightsSection = highlights.flatMap((tab) => tab.tab_content);
  page.tabSchemaHighlight = plainText(page.highlightsSection);
  page.tabSchemaInfo = plainText(
    page.tabs.filter((tab) => !highlights.includes(tab)).flatMap((tab) => tab.tab_content),
  );
  return page;
}
