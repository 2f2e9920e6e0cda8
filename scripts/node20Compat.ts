/**
 * Vitest 5 prints failures with `Map.groupBy`, which Node 20 lacks (it arrived in Node 21). Without this
 * a failing test on Node 20 crashes the reporter instead of showing what failed.
 */
export function installMapGroupBy(): void {
  if ('groupBy' in Map) return;
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}
