import { NotFoundError, type Client } from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import { findPage, GLOBAL_DOCUMENT_TYPES, PAGE_DOCUMENT_TYPES, pageDocumentTypesFor } from './findPage';

const clientAsking = () => {
  const asked: string[] = [];
  const client = {
    getByUID: vi.fn(async (type: string, uid: string) => {
      asked.push(type);
      if (type === 'global_city' && uid === 'x.com.italy.rome') return { type, uid };
      throw new NotFoundError('not found', '', undefined);
    }),
  } as unknown as Client;
  return { client, asked };
};

describe('the document types a page uid is looked up in', () => {
  it('are the global types and redirect on a global (B1) site: six lookups', async () => {
    const { client, asked } = clientAsking();
    const page = await findPage(client, 'x.com.italy.rome', 'en-us', pageDocumentTypesFor({ global: true }));
    expect(page?.type).toBe('global_city');
    expect(asked.sort()).toEqual([...GLOBAL_DOCUMENT_TYPES, 'help_page', 'redirect'].sort());
  });

  it('leave the global types out on any other site, so its lookups do not grow', async () => {
    const { client, asked } = clientAsking();
    expect(await findPage(client, 'x.com.italy.rome', 'en-us', pageDocumentTypesFor({}))).toBeUndefined();
    expect(asked.sort()).toEqual(
      [
        'microsite',
        'showpage',
        'venue_page',
        'news_page',
        'content_page',
        'reviews_page',
        'help_page',
        'redirect',
      ].sort(),
    );
    expect(pageDocumentTypesFor(undefined)).toHaveLength(
      PAGE_DOCUMENT_TYPES.length - GLOBAL_DOCUMENT_TYPES.length,
    );
  });
});
