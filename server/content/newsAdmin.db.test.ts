import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminNewsArticle, AdminNewsSave } from '../../protocol/schemas/news.ts';
import { newsTranslations, staffAudit } from '../db/schema.ts';
import { api } from '../payments/testing/paymentsHarness.ts';
import { useStaffApp } from '../payments/testing/staffApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { saveNews } from './newsAdmin.ts';

const NOW = Date.parse('2026-11-18T17:00:00Z');

describe.each(testDatabases())('back-office news saves on $name', (target) => {
  const context = useStaffApp(target, NOW);

  const article = (title: string, changes: Partial<AdminNewsSave> = {}): AdminNewsSave => ({
    category_id: 3,
    logo: '/news/notice.svg',
    published: 1,
    translations: [{ lang: 'en', title, desc: 'Summary', content: '<p>Body</p>' }],
    ...changes,
  });

  const save = (body: AdminNewsSave) =>
    api<AdminNewsArticle>(context.app, 'POST', '/admin/api/news/save', context.staff, { ...body });

  const newsAudits = async () =>
    context.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'news.save'))
      .orderBy(desc(staffAudit.id));

  it('audits a save with the article it wrote, and a save of an article that does not exist not at all', async () => {
    const created = await save(article('Audited notice'));
    expect(created.code).toBe(1);
    expect((await newsAudits())[0]).toMatchObject({
      targetId: created.data.id,
      detail: { created: true, categoryId: 3, logo: '/news/notice.svg', published: true, languages: 'en' },
    });
    const audited = (await newsAudits()).length;
    const missing = await save(article('Nowhere', { id: 999_999 }));
    expect(missing.code).not.toBe(1);
    expect((await newsAudits()).length).toBe(audited);
  });

  it('writes the article and its audit row in one transaction: an audit that fails leaves no article', async () => {
    const [staffRow] = await context.database.db.query.staffUsers.findMany();
    const saved = await saveNews(
      context.database.db,
      staffRow?.id ?? 0,
      article('Saved with its audit'),
      new Date(NOW),
    );
    expect((await newsAudits())[0]?.targetId).toBe(saved);
    await expect(saveNews(context.database.db, 999_999, article('Unaudited notice'), new Date(NOW))).rejects.toThrow();
    const orphans = await context.database.db
      .select()
      .from(newsTranslations)
      .where(eq(newsTranslations.title, 'Unaudited notice'));
    expect(orphans).toEqual([]);
  });

  it('accepts only a real ISO 8601 date and time from 2000 to 2100, with a translated refusal', async () => {
    const at = (publishedAt: string) => save(article(`Dated ${publishedAt}`, { published_at: publishedAt }));
    const accepted = await at('2026-05-01T11:30:00.250+02:00');
    expect(accepted.code).toBe(1);
    expect(accepted.data.published_at).toBe('2026-05-01T09:30:00.250Z');
    expect((await at('2026-05-01T09:30Z')).data.published_at).toBe('2026-05-01T09:30:00.000Z');
    const refused = [
      '-271821-04-20T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '0',
      '2024-02-30T00:00:00Z',
      '2024-02-30',
      '2026-05-01T09:30:00',
      '2026-05-01T24:00:00Z',
      '1999-12-31T23:59:59Z',
      '2100-01-01T00:00:00Z',
      'May 1, 2026',
    ];
    for (const publishedAt of refused) {
      expect(await at(publishedAt), publishedAt).toMatchObject({
        code: 1001,
        msg: 'published_at must be an ISO 8601 date and time with a time zone, such as 2026-05-01T09:30:00Z, from 2000-01-01T00:00:00Z up to 2100-01-01T00:00:00Z',
      });
    }
    const german = await context.app.inject({
      method: 'POST',
      url: '/admin/api/news/save',
      headers: { lang: 'de', authorization: context.staff },
      payload: article('Datiert', { published_at: '0' }),
    });
    expect(german.statusCode).toBe(400);
    expect(german.json<{ msg: string }>().msg).toContain('muss ein Datum mit Uhrzeit');
  });

  it('audits each field and language an edit changed, before and after, and an edit that changes nothing not at all', async () => {
    const created = await save(article('First title', { published_at: '2026-05-01T09:30:00Z' }));
    const id = created.data.id;
    const audited = (await newsAudits()).length;
    const edited = await save(
      article('Second title', {
        id,
        published: 0,
        published_at: '2026-05-01T09:30:00Z',
        translations: [
          { lang: 'en', title: 'Second title', desc: 'Summary', content: '<p>Body</p>' },
          { lang: 'de', title: 'Zweiter Titel', desc: 'Zusammenfassung', content: '<p>Text</p>' },
        ],
      }),
    );
    expect(edited.code).toBe(1);
    const rows = (await newsAudits()).slice(0, (await newsAudits()).length - audited);
    expect(rows.every((row) => row.targetId === id)).toBe(true);
    expect(rows.map((row) => row.detail)).toEqual(
      expect.arrayContaining([
        { field: 'published', from: true, to: false },
        { field: 'translation', lang: 'de', from: null, to: 'Zweiter Titel', text_changed: true },
        { field: 'translation', lang: 'en', from: 'First title', to: 'Second title', text_changed: false },
      ]),
    );
    // the same date again is no change, nor the logo and category saved as they were
    expect(rows).toHaveLength(3);
    const again = await save(
      article('Second title', {
        id,
        published: 0,
        published_at: '2026-05-01T11:30:00+02:00',
        translations: [
          { lang: 'de', title: 'Zweiter Titel', desc: 'Zusammenfassung', content: '<p>Text</p>' },
          { lang: 'en', title: 'Second title', desc: 'Summary', content: '<p>Body</p>' },
        ],
      }),
    );
    expect(again.code).toBe(1);
    expect((await newsAudits()).length).toBe(audited + 3);
    await save(
      article('Second title', { id, published: 0, logo: '/news/other.svg', translations: edited.data.translations }),
    );
    expect((await newsAudits())[0]?.detail).toEqual({
      field: 'logo',
      from: '/news/notice.svg',
      to: '/news/other.svg',
    });
  });
});
