import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { Company } from '../../protocol/schemas/company.ts';
import type { InviteInfo } from '../../protocol/schemas/invite.ts';
import {
  type AdminNewsArticle,
  type AdminNewsPage,
  NEWS_LANGUAGES,
  type NewsCategory,
  type NewsDetail,
  type NewsLanguage,
  type NewsPage,
} from '../../protocol/schemas/news.ts';
import type { TraderPage } from '../../protocol/schemas/ranking.ts';
import type { CompanyStatus } from '../../protocol/schemas/settings.ts';
import { openSession } from '../accounts/sessions.ts';
import { createRealUser, demoUserForDevice } from '../accounts/users.ts';
import type { App } from '../app.ts';
import { ARTICLE_SEEDS } from '../content/seedContent.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { news, newsTranslations } from '../db/schema.ts';
import { seedReferenceData } from '../db/seed/seed.ts';
import { writeSetting } from '../settings/settingsStore.ts';
import { openStaffSession, upsertStaff } from '../staff/staff.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

interface Reply<T> {
  status: number;
  body: Envelope<T>;
}

describe.each(testDatabases())('content API on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;
  let staffToken = '';

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database);
    await upsertStaff(database.db, 'editor@pipwave.app', 'a long staff password');
    const [staff] = await database.db.query.staffUsers.findMany();
    staffToken = await openStaffSession(database.db, staff?.id ?? 0, Date.now());
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function get<T>(url: string, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const response = await app.inject({ method: 'GET', url, headers: { lang: 'en', ...headers } });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  async function post<T>(url: string, payload: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  it('seeds a dozen articles in three categories, pages them newest first and counts the total', async () => {
    const first = await get<NewsPage>('/api/news/list?page=1&_t=1');
    expect(first.body.code).toBe(1);
    expect(first.body.data.total).toBe(ARTICLE_SEEDS.length);
    expect(ARTICLE_SEEDS.length).toBeGreaterThanOrEqual(12);
    expect(first.body.data.data).toHaveLength(10);
    const second = await get<NewsPage>('/api/news/list?page=2');
    expect(second.body.data.data).toHaveLength(ARTICLE_SEEDS.length - 10);
    const all = [...first.body.data.data, ...second.body.data.data];
    const times = all.map((item) => Date.parse(item.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    for (const item of all) expect(item.logo).toMatch(/^\/news\/[a-z0-9-]+\.svg$/);

    const categories = await get<NewsCategory[]>('/api/news/categories');
    expect(categories.body.data.map((category) => category.name)).toEqual([
      'Market news',
      'Analysis',
      'Broker notices',
    ]);
    const analysisId = categories.body.data[1]?.id ?? 0;
    const analysis = await get<NewsPage>(`/api/news/list?category_id=${analysisId}`);
    expect(analysis.body.data.total).toBe(ARTICLE_SEEDS.filter((seed) => seed.category === 'analysis').length);
    expect(analysis.body.data.data.every((item) => item.category_id === analysisId)).toBe(true);
  });

  it('serves every seeded article in the lang header’s language, in all 14 text languages', async () => {
    const english = (await get<NewsPage>('/api/news/list?page_size=50', { lang: 'en' })).body.data.data;
    const arabic = (await get<NewsPage>('/api/news/list?page_size=50', { lang: 'ar' })).body.data.data;
    expect(arabic.map((item) => item.title)).toEqual(english.map((item) => item.title));
    const chinese = (await get<NewsPage>('/api/news/list', { lang: 'tw' })).body.data.data;
    expect(chinese[0]?.title).toMatch(/[\u4e00-\u9fff]/);
    const scripts: Partial<Record<NewsLanguage, RegExp>> = {
      hk: /[\u4e00-\u9fff]/,
      jp: /[\u3040-\u30ff]/,
      kr: /[\uac00-\ud7af]/,
      th: /[\u0e00-\u0e7f]/,
      ru: /[\u0400-\u04ff]/,
      vn: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i,
    };
    for (const lang of NEWS_LANGUAGES) {
      if (lang === 'en') continue;
      const items = (await get<NewsPage>('/api/news/list?page_size=50', { lang })).body.data.data;
      expect(items).toHaveLength(english.length);
      items.forEach((item, index) => {
        expect(item.title, `${lang} ${item.id}`).not.toBe(english[index]?.title);
        expect(item.desc, `${lang} ${item.id}`).not.toBe(english[index]?.desc);
        const script = scripts[lang];
        if (script) expect(item.title, `${lang} ${item.id}`).toMatch(script);
      });
      const detail = await get<NewsDetail>(`/api/news/info?id=${english[0]?.id ?? 0}`, { lang });
      expect(detail.body.data.lang).toBe(lang);
    }
    const german = await get<NewsDetail>(`/api/news/info?id=${english[0]?.id ?? 0}`, { lang: 'de' });
    expect(german.body.data.content).toMatch(/<p>[^<]*\b(der|die|das|und)\b/);
  });

  it('falls back to English only for a language staff left empty, and refuses a text without a title', async () => {
    const [target] = await database.db.select().from(news).where(eq(news.slug, 'weekend-maintenance'));
    const id = target?.id ?? 0;
    const before = await get<AdminNewsArticle>(`/admin/api/news/info?id=${id}`, { authorization: staffToken });
    expect(before.body.data.translations).toHaveLength(NEWS_LANGUAGES.length);
    const english = before.body.data.translations.find((text) => text.lang === 'en');
    const kept = before.body.data.translations.filter((text) => text.lang !== 'de' && text.lang !== 'tr');
    const save = (translations: unknown) =>
      post<AdminNewsArticle>(
        '/admin/api/news/save',
        { id, category_id: target?.categoryId, logo: target?.logo, published: 1, translations },
        { authorization: staffToken },
      );
    // German left empty (not sent); Turkish with a body but no title is refused and changes nothing.
    const refused = await save([...kept, { lang: 'tr', title: '  ', desc: '', content: '<p>Bakım</p>' }]);
    expect(refused.body.code).toBe(1001);
    expect((await get<NewsDetail>(`/api/news/info?id=${id}`, { lang: 'de' })).body.data.lang).toBe('de');

    const saved = await save(kept);
    expect(saved.body.code).toBe(1);
    const german = await get<NewsDetail>(`/api/news/info?id=${id}`, { lang: 'de' });
    expect(german.body.data).toMatchObject({ lang: 'en', title: english?.title });
    const turkish = await get<NewsDetail>(`/api/news/info?id=${id}`, { lang: 'tr' });
    expect(turkish.body.data.lang).toBe('en');
    const french = await get<NewsDetail>(`/api/news/info?id=${id}`, { lang: 'fr' });
    expect(french.body.data).toMatchObject({ lang: 'fr', title: 'Maintenance programmée ce week-end' });
    // A restart does not put back the languages staff removed.
    await seedReferenceData(database.db);
    expect((await get<NewsDetail>(`/api/news/info?id=${id}`, { lang: 'de' })).body.data.lang).toBe('en');
  });

  it('gives a database seeded before the other languages existed those languages at the next start', async () => {
    const [target] = await database.db.select().from(news).where(eq(news.slug, 'sterling-range-levels'));
    const id = target?.id ?? 0;
    await database.db
      .delete(newsTranslations)
      .where(and(eq(newsTranslations.newsId, id), notInArray(newsTranslations.lang, ['en', 'hk', 'jp'])));
    expect((await get<NewsDetail>(`/api/news/info?id=${id}`, { lang: 'it' })).body.data.lang).toBe('en');
    await seedReferenceData(database.db);
    const italian = await get<NewsDetail>(`/api/news/info?id=${id}`, { lang: 'it' });
    expect(italian.body.data).toMatchObject({
      lang: 'it',
      title: 'La sterlina in trading range: i livelli da osservare',
    });
  });

  it('falls back per article: a Japanese-only gap shows the English text for that article only', async () => {
    const [target] = await database.db.select().from(news).where(eq(news.slug, 'gold-holds-near-highs'));
    const id = target?.id ?? 0;
    const before = await get<NewsDetail>(`/api/news/info?id=${id}`, { lang: 'jp' });
    expect(before.body.data.lang).toBe('jp');
    await database.db.delete(newsTranslations).where(eq(newsTranslations.newsId, id));
    await database.db.delete(news).where(eq(news.id, id));
    // a restart re-seeds what is missing and keeps the rest
    await seedReferenceData(database.db);
    const [again] = await database.db.select().from(news).where(eq(news.slug, 'gold-holds-near-highs'));
    expect(again?.id).toBeGreaterThan(id);
    await database.db.delete(newsTranslations).where(eq(newsTranslations.newsId, again?.id ?? 0));
    await database.db.insert(newsTranslations).values({
      newsId: again?.id ?? 0,
      lang: 'en',
      title: 'Gold in English only',
      desc: 'd',
      content: '<p>x</p>',
    });
    const fallback = await get<NewsDetail>(`/api/news/info?id=${again?.id ?? 0}`, { lang: 'jp' });
    expect(fallback.body.data).toMatchObject({ lang: 'en', title: 'Gold in English only' });
    const list = await get<NewsPage>('/api/news/list?page_size=50', { lang: 'jp' });
    expect(list.body.data.total).toBe(ARTICLE_SEEDS.length);
    const others = list.body.data.data.filter((item) => item.id !== again?.id);
    expect(others.every((item) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(item.title))).toBe(true);
  });

  it('answers an unknown article with notFound', async () => {
    const missing = await get<null>('/api/news/info?id=99999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(1004);
    const invalid = await get<null>('/api/news/info?id=abc');
    expect(invalid.body.code).toBe(1001);
  });

  it('lets staff create and edit articles, sanitising the HTML when it is written', async () => {
    const auth = { authorization: staffToken };
    const badBody = { category_id: 1, logo: '/news/notice.svg', translations: [] };
    // Without a session the body is never looked at: no schema is learnt from the reply.
    expect((await post<null>('/admin/api/news/save', badBody)).body.code).toBe(999);
    expect((await post<null>('/admin/api/news/save', badBody, auth)).body.code).toBe(1001);
    const noToken = await post<null>('/admin/api/news/save', {
      category_id: 1,
      logo: '/news/notice.svg',
      translations: [{ lang: 'en', title: 't', desc: 'd', content: '<p>x</p>' }],
    });
    expect(noToken.body.code).toBe(999);
    const noEnglish = await post<null>(
      '/admin/api/news/save',
      {
        category_id: 1,
        logo: '/news/notice.svg',
        translations: [{ lang: 'hk', title: '標題', desc: '', content: '' }],
      },
      auth,
    );
    expect(noEnglish.body.code).toBe(1001);

    const dirty =
      '<h2>Hello</h2><script>alert(document.cookie)</script><p onclick="steal()" style="color:red">Body ' +
      '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/ok">good</a></p>' +
      '<img src="x" onerror="steal()"><img src="/news/gold.svg" alt="gold">';
    const created = await post<AdminNewsArticle>(
      '/admin/api/news/save',
      {
        category_id: 3,
        logo: '/news/notice.svg',
        published_at: new Date(Date.now() - 1000).toISOString(),
        translations: [
          { lang: 'en', title: 'Staff notice', desc: 'Summary', content: dirty },
          {
            lang: 'hk',
            title: '員工公告',
            desc: '摘要',
            content: '<p>內容</p><iframe src="https://x.example"></iframe>',
          },
        ],
      },
      auth,
    );
    expect(created.body.code).toBe(1);
    const stored = created.body.data.translations.find((text) => text.lang === 'en')?.content ?? '';
    expect(stored).not.toMatch(/script|onclick|onerror|javascript|style=|cookie/i);
    expect(stored).toContain('<h2>Hello</h2>');
    expect(stored).toContain('href="https://example.com/ok"');
    expect(stored).toContain('<img src="/news/gold.svg" alt="gold" />');
    expect(created.body.data.translations.find((text) => text.lang === 'hk')?.content).toBe('<p>內容</p>');

    const id = created.body.data.id;
    const read = await get<NewsDetail>(`/api/news/info?id=${id}`);
    expect(read.body.data.content).toBe(stored);
    const newest = await get<NewsPage>('/api/news/list');
    expect(newest.body.data.data[0]?.id).toBe(id);
    expect(newest.body.data.total).toBe(ARTICLE_SEEDS.length + 1);

    const edited = await post<AdminNewsArticle>(
      '/admin/api/news/save',
      {
        id,
        category_id: 3,
        logo: '/news/notice.svg',
        published: 0,
        translations: [{ lang: 'en', title: 'Withdrawn', desc: '', content: '<p>gone</p>' }],
      },
      auth,
    );
    expect(edited.body.data).toMatchObject({ published: 0, translations: [{ lang: 'en', title: 'Withdrawn' }] });
    expect((await get<null>(`/api/news/info?id=${id}`)).body.code).toBe(1004);
    const listed = await get<AdminNewsPage>('/admin/api/news', auth);
    expect(listed.body.data.data.find((row) => row.id === id)).toMatchObject({ published: 0, languages: ['en'] });

    const badLogo = await post<null>(
      '/admin/api/news/save',
      {
        category_id: 3,
        logo: 'javascript:alert(1)',
        translations: [{ lang: 'en', title: 't', desc: '', content: '' }],
      },
      auth,
    );
    expect(badLogo.body.code).toBe(1001);
    const missing = await post<null>(
      '/admin/api/news/save',
      {
        id: 99999,
        category_id: 3,
        logo: '/news/a.svg',
        translations: [{ lang: 'en', title: 't', desc: '', content: '' }],
      },
      auth,
    );
    expect(missing.body.code).toBe(1004);
  });

  it('ranks 20+ traders with every SPEC field, best three-week return first', async () => {
    const { body } = await get<TraderPage>('/api/follow/list');
    expect(body.data.total).toBeGreaterThanOrEqual(20);
    expect(body.data.data).toHaveLength(body.data.total);
    const first = body.data.data[0];
    expect(first).toMatchObject({
      user: expect.any(String),
      code: expect.stringMatching(/^PW\d+$/),
      multiple: expect.any(Number),
      three_week_rate: expect.stringMatching(/^\d+\.\d+$/),
      three_week_win: expect.stringMatching(/^\d+(\.\d+)?$/),
      three_week_profit: expect.stringMatching(/^\d+(\.\d+)?$/),
      total_rate: expect.stringMatching(/^\d+(\.\d+)?$/),
      total_trade_num: expect.any(Number),
      followers: expect.any(Number),
      variety: expect.stringMatching(/^[A-Z0-9]+(,[A-Z0-9]+)*$/),
    });
    const rates = body.data.data.map((trader) => Number(trader.three_week_rate));
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
    const paged = await get<TraderPage>('/api/follow/list?page=2&page_size=10');
    expect(paged.body.data.data[0]?.code).toBe(body.data.data[10]?.code);
  });

  it('searches companies by name, case-insensitively, with LIKE wildcards taken literally', async () => {
    const all = await get<Company[]>('/api/company/getCompany');
    expect(all.body.data.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(all.body.data[0] ?? {}).sort()).toEqual(
      ['email', 'id', 'location', 'logo', 'name', 'registered_address', 'subject', 'url'].sort(),
    );
    const pipwave = await get<Company[]>('/api/company/getCompany?name=PIPWAVE');
    expect(pipwave.body.data.length).toBe(2);
    expect(pipwave.body.data.every((company) => company.name.includes('Pipwave'))).toBe(true);
    const north = await get<Company[]>('/api/company/getCompany?name=bridge');
    expect(north.body.data.map((company) => company.name)).toEqual(['Northbridge Clearing AG']);
    expect((await get<Company[]>('/api/company/getCompany?name=%25')).body.data).toEqual([]);
    expect((await get<Company[]>('/api/company/getCompany?name=zzz')).body.data).toEqual([]);
  });

  it('tells the client to redirect when the company status is not 0, and reports main mode', async () => {
    const normal = await get<CompanyStatus>('/api/company/getCompanyStatus');
    expect(normal.body.data).toEqual({ status: 0, url: '', is_main: 0, company_id: 0 });
    await writeSetting(database.db, 'company_status', '2');
    await writeSetting(database.db, 'company_redirect_url', 'https://moved.example/app');
    await writeSetting(database.db, 'app_main_mode', '1');
    const moved = await get<CompanyStatus>('/api/company/getCompanyStatus');
    expect(moved.body.data).toEqual({ status: 2, url: 'https://moved.example/app', is_main: 1, company_id: 0 });
    await writeSetting(database.db, 'company_status', '0');
    await writeSetting(database.db, 'app_main_mode', '0');
  });

  it('gives a real user their invite code and how many signed up with it; refuses visitors and demo users', async () => {
    const inviter = await createRealUser(database.db, {
      login: { channel: 'email', email: 'inviter@example.com' },
      passwordHash: 'x',
      invitedBy: null,
    });
    if (!inviter) throw new Error('inviter not created');
    for (const email of ['a@example.com', 'b@example.com']) {
      await createRealUser(database.db, {
        login: { channel: 'email', email },
        passwordHash: 'x',
        invitedBy: inviter.id,
      });
    }
    const token = await openSession(database.db, inviter.id, Date.now());
    const info = await get<InviteInfo>('/api/user/invite_info', { authorization: token });
    expect(info.body.data).toEqual({ invite_code: inviter.inviteCode, invite_count: 2 });

    expect((await get<null>('/api/user/invite_info')).body.code).toBe(999);
    const demo = await demoUserForDevice(database.db, 'device-0123456789abcdef');
    const demoToken = await openSession(database.db, demo.id, Date.now());
    expect((await get<null>('/api/user/invite_info', { authorization: demoToken })).body.code).toBe(1108);
  });
});
