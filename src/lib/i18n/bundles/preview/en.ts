/** English UI strings of preview mode (the bar and the preview errors): the typed source. */
export default {
  'preview.region': 'Preview',
  'preview.mode': 'Preview mode',
  'preview.release': 'Release: {label}',
  'preview.drafts': 'Unpublished drafts',
  'preview.document': 'Page: {title} ({uid})',
  'preview.expired': 'This preview has expired or is unknown: you are seeing the published content.',
  'preview.exit': 'Exit preview',
  'preview.error.title': 'Preview unavailable',
  'preview.error.token':
    'This preview link is not valid for this repository, or it has expired. Open the preview again from the editor.',
  'preview.error.document': 'This preview link does not name a valid document.',
  'preview.error.notFound': 'The document of this preview was not found in this release.',
  'preview.error.otherSite':
    'This document has no page on this microsite. Open the preview from the microsite it belongs to.',
  'preview.error.site': "Previews open on a microsite's own address.",
  'preview.error.unavailable': 'The content service cannot be reached. Please try again in a moment.',
  'preview.error.back': 'Back to the home page',
} as const;
