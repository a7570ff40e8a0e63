/**
 * The rich-text blocks that hold text, as Prismic names them (a StructuredText field's `single`/`multi`
 * lists these, with `image`, `embed` and the span types): the one list the model validator and the
 * shortcode parser of text blocks read.
 */
export const TEXT_BLOCK_TYPES = [
  'paragraph',
  'heading1',
  'heading2',
  'heading3',
  'heading4',
  'heading5',
  'heading6',
  'list-item',
  'o-list-item',
  'preformatted',
] as const;
