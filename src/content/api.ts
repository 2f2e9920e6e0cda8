import type { Company } from '../../protocol/schemas/company.ts';
import type { InviteInfo } from '../../protocol/schemas/invite.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { NewsCategory, NewsDetail, NewsPage } from '../../protocol/schemas/news.ts';
import type { TraderPage } from '../../protocol/schemas/ranking.ts';
import type { CompanyStatus } from '../../protocol/schemas/settings.ts';
import { api } from '../api/client.ts';

export const NEWS_PAGE_SIZE = 10;

/** The content calls of SPEC §7: news, ranking, product search, company status, invite figures. */
export const contentApi = {
  newsCategories: (signal?: AbortSignal) => api.get<NewsCategory[]>('/api/news/categories', { signal }),
  newsList: (categoryId: number, page: number, signal?: AbortSignal) =>
    api.get<NewsPage>('/api/news/list', {
      query: { category_id: categoryId, page, page_size: NEWS_PAGE_SIZE },
      signal,
    }),
  newsInfo: (id: number, signal?: AbortSignal) =>
    api.get<NewsDetail>('/api/news/info', { query: { id }, signal, spinner: true, showError: false }),
  traders: (signal?: AbortSignal) => api.get<TraderPage>('/api/follow/list', { query: { page_size: 50 }, signal }),
  searchSymbols: (text: string, signal: AbortSignal) =>
    api.get<TradeSymbol[]>('/v1/api/forex/trade_list', { query: { searchCurrency: text }, signal }),
  searchCompanies: (name: string, signal: AbortSignal) =>
    api.get<Company[]>('/api/company/getCompany', { query: { name }, signal }),
  /** `company`: the provider company of the link the app was opened with (kept in the company cookie). */
  companyStatus: (signal?: AbortSignal, company?: string) =>
    api.get<CompanyStatus>('/api/company/getCompanyStatus', {
      query: company ? { company } : {},
      signal,
      initial: true,
      showError: false,
    }),
  inviteInfo: (signal?: AbortSignal) => api.get<InviteInfo>('/api/user/invite_info', { signal }),
};
