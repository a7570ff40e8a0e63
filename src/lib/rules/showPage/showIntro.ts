import { richTextBlocks } from './richTextBlocks';
import { detailName } from './headingNames';
import type { RichTextBlock } from './showPageTypes';

/**
 * The introduction of a show page: the body's text before its first level-2 heading that is not part
 * of the details box (a small detail heading and the block after it are details, spec 000 §4). The
 * parsed show content keeps details, tabs, FAQ and listicle; this is the rest a visitor reads first.
 * @example showIntro([{ type: 'heading4', text: 'Theatre' }, { type: 'paragraph', text: 'Lyceum' }, { type: 'paragraph', text: 'Since 1999.' }]) → [{ type: 'paragraph', text: 'Since 1999.' }]
 */
export function showIntro(input: unknown): RichTextBlock[] {
  const intro: RichTextBlock[] = [];
  let skipNext = false;
  for (const block of richTextBlocks(input)) {
    if (block.type === 'heading2' || block.type === 'heading1') {
      if (block.type === 'heading2') break;
      continue;
    }
    if (/^heading[3-6]$/.test(block.type)) {
      skipNext = detailName(block.text) !== undefined;
      continue;
    }
    if (skipNext) {
      skipNext = false;
      continue;
    }
    intro.push(block);
  }
  return intro;
}
