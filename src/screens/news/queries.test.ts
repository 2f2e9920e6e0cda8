import { describe, expect, it } from 'vitest';
import type { NewsItem, NewsPage } from '../../../protocol/schemas/news.ts';
import { nextNewsPage } from './queries.ts';

const item = (id: number): NewsItem => ({ id, category_id: 1, title: '', desc: '', logo: '', created_at: '' });
const page = (number: number, count: number, total: number): NewsPage => ({
  page: number,
  total,
  data: Array.from({ length: count }, (_, index) => item(number * 100 + index)),
});

describe('nextNewsPage', () => {
  it('asks for the next page until the loaded count reaches the total', () => {
    expect(nextNewsPage([page(1, 10, 25)])).toBe(2);
    expect(nextNewsPage([page(1, 10, 25), page(2, 10, 25)])).toBe(3);
    expect(nextNewsPage([page(1, 10, 25), page(2, 10, 25), page(3, 5, 25)])).toBeUndefined();
    expect(nextNewsPage([page(1, 10, 10)])).toBeUndefined();
  });
  it('stops on an empty page even if the total says otherwise', () => {
    expect(nextNewsPage([page(1, 0, 3)])).toBeUndefined();
    expect(nextNewsPage([])).toBeUndefined();
  });
});
