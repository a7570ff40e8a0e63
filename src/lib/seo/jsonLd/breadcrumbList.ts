import type { BreadcrumbList, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT } from './common';

export interface BreadcrumbInput {
  name: string;
  /** Absolute URL of the crumb's page. */
  url: string;
}

/**
 * The breadcrumb trail, positions from 1; crumbs without a name are left out; undefined when none remain.
 * @example breadcrumbList([{ name: 'Home', url: 'https://x.com/' }]).itemListElement[0].position === 1
 */
export function breadcrumbList(items: readonly BreadcrumbInput[]): WithContext<BreadcrumbList> | undefined {
  const crumbs = items.filter((item) => item.name.trim() !== '');
  if (crumbs.length === 0) return undefined;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name.trim(),
      item: item.url,
    })),
  };
}
