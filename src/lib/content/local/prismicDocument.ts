/** A stored Prismic-shaped document, as the local repository keeps it after validation. */
export interface AlternateLanguage {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
}

export interface StoredDocument {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  alternate_languages: AlternateLanguage[];
  first_publication_date: string;
  last_publication_date: string;
  data: Record<string, unknown>;
}
