import { type Envelope, SESSION_INVALID_CODE, SUCCESS_CODE } from '../../protocol/envelope.ts';
import type { AdminNewsArticle, AdminNewsPage, AdminNewsSave, NewsCategory } from '../../protocol/schemas/news.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { AdminApiError, setStaffToken, staffToken } from './adminApi.ts';
import { ADMIN_PAGE_SIZE } from './adminPaging.ts';

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('lang', currentLanguage());
  const token = staffToken();
  if (token) headers.set('Authorization', token);
  const response = await fetch(path, { ...init, headers });
  const payload = (await response.json()) as Envelope<T>;
  if (payload.code === SUCCESS_CODE) return payload.data;
  if (payload.code === SESSION_INVALID_CODE) setStaffToken(null);
  throw new AdminApiError(payload);
}

/** The back office's news calls (staff session). */
export const adminNewsApi = {
  list: (page: number) => call<AdminNewsPage>(`/admin/api/news?page=${page}&page_size=${ADMIN_PAGE_SIZE}`),
  get: (id: number) => call<AdminNewsArticle>(`/admin/api/news/info?id=${id}`),
  categories: () => call<NewsCategory[]>('/api/news/categories'),
  save: (article: AdminNewsSave) =>
    call<AdminNewsArticle>('/admin/api/news/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(article),
    }),
};
