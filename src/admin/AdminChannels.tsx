import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import styles from './AdminApp.module.css';
import pay from './AdminPayments.module.css';
import { failureText } from './adminApi.ts';
import { adminPaymentsApi } from './adminPaymentsApi.ts';
import { type ChannelField, CURRENCY_COLUMNS, channelFieldOf, DEPOSIT_COLUMNS, WIRE_COLUMNS } from './channelFields.ts';

type Item = Record<string, string | number | boolean | undefined>;

interface TableProps {
  title: string;
  fields: readonly Exclude<ChannelField, 'enabled'>[];
  items: readonly Item[];
  blank: Item;
  save(item: Item): Promise<unknown>;
}

/** Rows of inputs, one per configured item plus an empty one to add; each saves on its own. */
function ConfigTable({ title, fields, items, blank, save }: TableProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminPay' });
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<string, Item>>({});
  const [error, setError] = useState('');
  const rows = [...items, blank];
  const keyOf = (item: Item) => String(item.id ?? 'new');
  const fieldValue = (item: Item, field: string) => drafts[keyOf(item)]?.[field] ?? item[field];
  const edit = (item: Item, field: string, value: string | boolean) =>
    setDrafts((current) => ({ ...current, [keyOf(item)]: { ...item, ...current[keyOf(item)], [field]: value } }));
  const labelOf = (name: string) => {
    const field = channelFieldOf(name);
    return field && t(`field.${field}`);
  };
  const submit = async (item: Item) => {
    const draft = { ...item, ...drafts[keyOf(item)] };
    const typed: Item = {};
    for (const [field, value] of Object.entries(draft)) {
      typed[field] = ['type', 'fee_type', 'id'].includes(field) && value !== undefined ? Number(value) : value;
    }
    try {
      await save(typed);
      setError('');
      setDrafts((current) => ({ ...current, [keyOf(item)]: {} }));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'pay', 'config'] });
    } catch (failure) {
      setError(failureText(failure, labelOf));
    }
  };
  return (
    <div className={pay.section}>
      <h3 className={styles.subheading}>{title}</h3>
      {error && <p className={styles.error}>{error}</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {fields.map((field) => (
                <th key={field}>{t(`field.${field}`)}</th>
              ))}
              <th>{t('field.enabled')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={keyOf(item)}>
                {fields.map((field) => (
                  <td key={field}>
                    <input
                      className={pay.input}
                      aria-label={t(`field.${field}`)}
                      value={String(fieldValue(item, field) ?? '')}
                      onChange={(event) => edit(item, field, event.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('field.enabled')}
                    checked={fieldValue(item, 'enabled') === true}
                    onChange={(event) => edit(item, 'enabled', event.target.checked)}
                  />
                </td>
                <td>
                  <Button variant="secondary" onClick={() => void submit(item)}>
                    {item.id === undefined ? t('add') : t('save')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Deposit addresses, bank wire accounts and withdraw currencies (fee rule, USD price, minimum). */
export function AdminChannels() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminPay' });
  const config = useQuery({ queryKey: ['admin', 'pay', 'config'], queryFn: adminPaymentsApi.config });
  if (config.isError) return <p className={styles.error}>{config.error.message}</p>;
  if (!config.data) return null;
  return (
    <section>
      <ConfigTable
        title={t('depositMethods')}
        fields={DEPOSIT_COLUMNS}
        items={config.data.deposit_methods}
        blank={{
          currency_code: '',
          protocol_code: '',
          address: '',
          usd_rate: '1',
          min_amount: '0',
          max_amount: '100000',
          enabled: true,
        }}
        save={(item) =>
          adminPaymentsApi.saveDepositMethod(item as Parameters<typeof adminPaymentsApi.saveDepositMethod>[0])
        }
      />
      <ConfigTable
        title={t('wireMethods')}
        fields={WIRE_COLUMNS}
        items={config.data.wire_methods}
        blank={{
          currency_code: 'USD',
          bank_name: '',
          bank_address: '',
          bank_swift: '',
          payee_name: '',
          payee_account: '',
          bank_remark: '',
          usd_rate: '1',
          min_amount: '0',
          max_amount: '1000000',
          enabled: true,
        }}
        save={(item) => adminPaymentsApi.saveWireMethod(item as Parameters<typeof adminPaymentsApi.saveWireMethod>[0])}
      />
      <ConfigTable
        title={t('withdrawCurrencies')}
        fields={CURRENCY_COLUMNS}
        items={config.data.withdraw_currencies}
        blank={{
          type: 1,
          code: '',
          protocol: '',
          fee_type: 1,
          draw_rate: '0',
          usd_price: '1',
          min_amount: '10',
          enabled: true,
        }}
        save={(item) =>
          adminPaymentsApi.saveWithdrawCurrency(item as Parameters<typeof adminPaymentsApi.saveWithdrawCurrency>[0])
        }
      />
    </section>
  );
}
