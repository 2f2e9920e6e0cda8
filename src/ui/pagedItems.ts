/**
 * The items of an infinite list's pages in order, each once. Pages are numbered from the newest item,
 * so items added while the user scrolls push older ones onto the next page: that page then repeats
 * items already shown, which would show twice (and give two rows one key).
 */
export function pagedItems<Item>(
  pages: readonly { data: readonly Item[] }[] | undefined,
  keyOf: (item: Item) => string | number,
): Item[] {
  const seen = new Set<string | number>();
  const items: Item[] = [];
  for (const page of pages ?? []) {
    for (const item of page.data) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}
