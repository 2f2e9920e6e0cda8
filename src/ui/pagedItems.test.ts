import { describe, expect, it } from 'vitest';
import { pagedItems } from './pagedItems.ts';

const record = (id: number) => ({ id, memo: `entry ${id}` });

describe('pagedItems', () => {
  it('lists the pages in order and drops the repeats a newer entry pushed onto the next page', () => {
    // page 1 was loaded with entries 10..8; then entry 11 arrived, so page 2 starts with 8 again
    const pages = [{ data: [10, 9, 8].map(record) }, { data: [8, 7, 6].map(record) }, { data: [6, 5].map(record) }];
    expect(pagedItems(pages, (item) => item.id).map((item) => item.id)).toEqual([10, 9, 8, 7, 6, 5]);
  });

  it('is empty before the first page arrives', () => {
    expect(pagedItems(undefined, (item: { id: number }) => item.id)).toEqual([]);
  });
});
