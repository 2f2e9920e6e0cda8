import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatExact } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { Button } from '../ui/Button.tsx';
import { ZonedTime } from '../ui/ZonedTime.tsx';
import styles from './AdminApp.module.css';
import { AdminImage } from './AdminImage.tsx';
import { AdminPager } from './AdminPager.tsx';
import pay from './AdminPayments.module.css';
import { failureText } from './adminApi.ts';
import { pageCount } from './adminPaging.ts';
import { adminPaymentsApi, type QueueName } from './adminPaymentsApi.ts';

const STATUS_KEYS = ['unchecked', 'finished', 'rejected', 'invalid'] as const;
const IDENTITY_KEYS = ['form', 'waiting', 'verified', 'rejected'] as const;

interface Row {
  id: number;
  waiting: boolean;
  cells: ReactNode[];
}

/** Approve, or reject with a reason (required; the server refuses a blank one too). */
function Decision({ queue, id }: { queue: QueueName; id: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminPay' });
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const decide = async (approve: boolean) => {
    if (!approve && !reason.trim()) {
      setError(t('reasonRequired'));
      return;
    }
    try {
      await adminPaymentsApi.review(queue, id, approve, reason.trim());
      await queryClient.invalidateQueries({ queryKey: ['admin', 'pay'] });
    } catch (failure) {
      setError(failureText(failure, (field) => (field === 'reason' ? t('reason') : undefined)));
    }
  };
  return (
    <div className={pay.actions}>
      <Button onClick={() => void decide(true)} data-testid={`approve-${queue}-${id}`}>
        {t('approve')}
      </Button>
      <input
        className={pay.input}
        placeholder={t('reason')}
        aria-label={t('reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button variant="danger" onClick={() => void decide(false)}>
        {t('reject')}
      </Button>
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}

/** One review queue: deposits, withdrawals or identity checks, filtered by status (unchecked first). */
/** A request's user: the id, then the e-mail, which wraps anywhere (a long one has no break point). */
function UserCell({ uid, email }: { uid: number; email: string }) {
  return (
    <span className={pay.wrapAnywhere}>
      {uid} {email}
    </span>
  );
}

export function AdminQueue({ queue }: { queue: QueueName }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminPay' });
  const { t: common } = useTranslation();
  const lang = useLanguage();
  // money as the users' own records show it: grouped, the locale's marks, at least cents, no digit dropped
  const money = (value: string, currency: string) => `${formatExact(value, 2, lang)}\u00a0${currency}`;
  const usd = (value: string) => `${formatDecimal(value, 2, lang)}\u00a0USD`;
  // a decided record keeps the reason staff gave (a rejection's), as the identity queue shows it
  const stateOf = (status: number, reason: string) =>
    `${t(`status.${STATUS_KEYS[status] ?? 'invalid'}`)}${reason ? ` (${reason})` : ''}`;
  const waitingStatus = queue === 'identities' ? 1 : 0;
  const [status, setStatus] = useState<number | null>(waitingStatus);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['admin', 'pay', queue, status, page, lang],
    // the page shown stays (with its count and pager) until the next one arrives
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<{ head: string[]; rows: Row[]; total: number }> => {
      if (queue === 'deposits') {
        const result = await adminPaymentsApi.deposits(status, page);
        return {
          total: result.total,
          head: [t('number'), t('user'), t('type'), t('amount'), t('credit'), t('proof'), t('state'), t('created')],
          rows: result.data.map((row) => ({
            id: row.id,
            waiting: row.status === 0,
            cells: [
              row.number,
              <UserCell key="user" uid={row.uid} email={row.email} />,
              row.type === 1 ? t('bank') : `${row.currency_code} ${row.protocol_code}`,
              money(row.amount, row.currency_code),
              usd(row.credit_amount),
              <AdminImage key="proof" url={row.proof_img} label={t('proof')} />,
              stateOf(row.status, row.remark),
              <ZonedTime key="created" at={row.created_at} />,
            ],
          })),
        };
      }
      if (queue === 'withdrawals') {
        const result = await adminPaymentsApi.withdrawals(status, page);
        return {
          total: result.total,
          head: [
            t('number'),
            t('user'),
            t('amount'),
            t('fee'),
            t('receipt'),
            t('destination'),
            t('state'),
            t('created'),
          ],
          rows: result.data.map((row) => ({
            id: row.id,
            waiting: row.status === 0,
            cells: [
              row.number,
              <UserCell key="user" uid={row.uid} email={row.email} />,
              usd(row.amount),
              money(row.fee, 'USD'),
              money(row.real_number, row.draw_currency.code),
              // an address has no break point: it wraps anywhere rather than widen the table
              <span key="destination" className={pay.wrapAnywhere}>
                {row.address || `${row.payee_name} ${row.payee_account}`}
              </span>,
              stateOf(row.status, row.remark),
              <ZonedTime key="created" at={row.created_at} />,
            ],
          })),
        };
      }
      const result = await adminPaymentsApi.identities(status, page);
      return {
        total: result.total,
        head: [t('user'), t('name'), t('idNumber'), t('front'), t('back'), t('state'), t('created')],
        rows: result.data.map((row) => ({
          id: row.id,
          waiting: row.status === 1,
          cells: [
            <UserCell key="user" uid={row.uid} email={row.email} />,
            row.name,
            row.card_id,
            <AdminImage key="front" url={row.front_pic} label={t('front')} />,
            <AdminImage key="back" url={row.reverse_pic} label={t('back')} />,
            `${t(`identity.${IDENTITY_KEYS[row.status] ?? 'form'}`)}${row.reason ? ` (${row.reason})` : ''}`,
            <ZonedTime key="created" at={row.created_at} />,
          ],
        })),
      };
    },
  });

  // deciding the last rows of the last page empties it: show the page that is now last
  const total = list.data?.total;
  useEffect(() => {
    if (total !== undefined && page > pageCount(total)) setPage(pageCount(total));
  }, [page, total]);

  return (
    <section>
      <div className={styles.toolbar}>
        <h2 className={styles.subheading}>
          {t(`queue.${queue}`)} <span className={styles.count}>{list.data?.total ?? 0}</span>
        </h2>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={status === waitingStatus}
            onChange={(event) => {
              setStatus(event.target.checked ? waitingStatus : null);
              setPage(1);
            }}
          />
          {t('waitingOnly')}
        </label>
      </div>
      {list.isError && <p className={styles.error}>{list.error.message}</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid={`queue-${queue}`}>
          <thead>
            <tr>
              {list.data?.head.map((label) => (
                <th key={label}>{label}</th>
              ))}
              <th>{t('decision')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.rows.map((row) => (
              <tr key={row.id}>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                  <td key={index}>{cell}</td>
                ))}
                <td>{row.waiting ? <Decision queue={queue} id={row.id} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.data?.rows.length === 0 && <p className={styles.empty}>{common('common.noData')}</p>}
      </div>
      <AdminPager page={page} total={total ?? 0} onPage={setPage} />
    </section>
  );
}
