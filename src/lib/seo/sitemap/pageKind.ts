/** A positive whole id from a page tag (a number or numeric text), else undefined. */
export function tagId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
