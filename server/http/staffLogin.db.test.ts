import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { TokenReply } from '../../protocol/schemas/accounts.ts';
import type { AuditPage } from '../../protocol/schemas/paymentsAdmin.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { staffAudit } from '../db/schema.ts';
import { createTestStaff, type TestStaff } from '../testing/staffAccount.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

let ipCounter = 1;
/** Each attempt from its own address: the per-account lock-out must hold whatever the address. */
const freshIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describe.each(testDatabases())('back-office log-in on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;
  let staffCount = 0;

  beforeAll(async () => {
    database = await target.open();
    // Read the clock on each call: some tests move the (faked) wall clock that the counters run on.
    app = await buildTestApp(database, { now: () => Date.now() });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const newStaff = () => {
    staffCount += 1;
    return createTestStaff(database.db, `staff${staffCount}@pipwave.test`);
  };

  async function login(form: { email: string; password: string; code?: string }, ip = freshIp()) {
    const response = await app.inject({
      method: 'POST',
      url: '/admin/api/login',
      payload: form,
      remoteAddress: ip,
      headers: { lang: 'en' },
    });
    return { status: response.statusCode, body: response.json<Envelope<TokenReply | null>>() };
  }

  const rightForm = (staff: TestStaff, stepOffset = 0) => ({
    email: staff.email,
    password: staff.password,
    code: staff.code(Date.now(), stepOffset),
  });

  async function auditOf(staffId: number) {
    const rows = await database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.staffId, staffId))
      .orderBy(staffAudit.id);
    return rows.map((row) => ({ action: row.action, ...row.detail }));
  }

  it('needs the current authenticator code on top of the password, and takes each code once', async () => {
    const staff = await newStaff();
    const noCode = await login({ email: staff.email, password: staff.password });
    expect(noCode.body).toMatchObject({ code: 1101, msg: 'Wrong e-mail, password or authenticator code' });
    const wrongCode = await login({ ...rightForm(staff), code: staff.code(Date.now(), 5) });
    expect(wrongCode.body.code).toBe(1101);
    const wrongPassword = await login({ ...rightForm(staff), password: 'not the password' });
    // The same answer whichever part was wrong: a guesser does not learn that the password was right.
    expect(wrongPassword.body).toEqual(wrongCode.body);

    const form = rightForm(staff);
    const first = await login(form);
    expect(first.body.code).toBe(1);
    const replayed = await login(form);
    expect(replayed.body.code).toBe(1101);
    // The next step's code (clock drift of one step) is still good, once.
    expect((await login(rightForm(staff, 1))).body.code).toBe(1);
    // An older code than one already used is refused too.
    expect((await login(rightForm(staff, 0))).body.code).toBe(1101);

    expect((await auditOf(staff.id)).map((row) => ('reason' in row ? row.reason : row.action))).toEqual([
      'wrongCode',
      'wrongCode',
      'wrongPassword',
      'staff.login',
      'replayedCode',
      'staff.login',
      'replayedCode',
    ]);
  });

  it('lets only one of two parallel log-ins with the same code through', async () => {
    const staff = await newStaff();
    const form = rightForm(staff);
    const replies = await Promise.all([login(form), login(form), login(form)]);
    expect(replies.map((reply) => reply.body.code).sort()).toEqual([1, 1101, 1101]);
  });

  it('locks the account after 5 failures, even for the right password and code, and backs off', async () => {
    const staff = await newStaff();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ ...rightForm(staff), password: `guess ${attempt}` })).body.code).toBe(1101);
    }
    const locked = await login(rightForm(staff));
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 1029, msg: 'Too many attempts, please try again in 1 min' });

    // A minute later the lock is over; five more failures lock it again, for twice as long.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ ...rightForm(staff), password: `guess ${attempt}` })).body.code).toBe(1101);
    }
    expect((await login(rightForm(staff))).body.msg).toBe('Too many attempts, please try again in 2 min');
    vi.setSystemTime(Date.now() + 61_000);
    expect((await login(rightForm(staff))).status).toBe(429);
    vi.setSystemTime(Date.now() + 61_000);
    const after = await login(rightForm(staff));
    expect(after.body.code).toBe(1);

    const audit = await auditOf(staff.id);
    expect(audit).toHaveLength(14);
    expect(audit.filter((row) => 'reason' in row && row.reason === 'locked')).toHaveLength(3);
    expect(audit.at(-1)).toMatchObject({ action: 'staff.login' });
  });

  it('evaluates at most 5 passwords of 40 parallel guesses on one account', async () => {
    const staff = await newStaff();
    const guesses = Array.from({ length: 40 }, (_, index) =>
      login({ ...rightForm(staff), password: `parallel guess ${index}` }),
    );
    const replies = await Promise.all(guesses);
    const evaluated = replies.filter((reply) => reply.body.code === 1101);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(replies.filter((reply) => reply.status === 429).length).toBeGreaterThanOrEqual(35);
    const reasons = (await auditOf(staff.id)).map((row) => ('reason' in row ? row.reason : row.action));
    expect(reasons.filter((reason) => reason === 'wrongPassword').length).toBeLessThanOrEqual(5);
    expect(reasons).toHaveLength(40);
  });

  it('writes every attempt to the audit log with the address, unknown e-mails included', async () => {
    const staff = await newStaff();
    await login({ email: 'nobody@pipwave.test', password: 'whatever it is', code: '123456' }, '10.1.2.3');
    await login(rightForm(staff), '10.1.2.4');
    const [unknown] = await database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'staff.login.failed'))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect(unknown).toMatchObject({
      staffId: null,
      detail: { ip: '10.1.2.3', email: 'nobody@pipwave.test', reason: 'unknownEmail' },
    });
    const token = (await login(rightForm(staff, 1), '10.1.2.5')).body.data?.token ?? '';
    const page = await app.inject({
      method: 'GET',
      url: '/admin/api/audit?page=1&page_size=3',
      headers: { authorization: token },
    });
    const entries = page.json<Envelope<AuditPage>>().data.data;
    expect(entries.map((entry) => [entry.staff_email, entry.action, JSON.parse(entry.detail).ip])).toEqual([
      [staff.email, 'staff.login', '10.1.2.5'],
      [staff.email, 'staff.login', '10.1.2.4'],
      ['', 'staff.login.failed', '10.1.2.3'],
    ]);
  });
});
