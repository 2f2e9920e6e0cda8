import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WithdrawMethod } from '../../../../protocol/schemas/payments.ts';
import { toast } from '../../../stores/ui.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { NavBar } from '../../../ui/NavBar.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import mine from '../Mine.module.css';
import { PAYMENT_KEYS, paymentsApi } from './api.ts';
import styles from './Payments.module.css';

/** The user's bound crypto addresses (type 1) or bank accounts (type 2), with add and delete (confirmed). */
export function MethodList({ type }: { type: 1 | 2 }) {
  const { t } = useTranslation();
  // A key prefix keeps the key union small (the compiler truncates the full one in some files).
  const { t: tp } = useTranslation('translation', { keyPrefix: 'payments' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const methods = useQuery({
    queryKey: [...PAYMENT_KEYS.methods, type, undefined],
    queryFn: ({ signal }) => paymentsApi.methods(type, undefined, signal),
  });
  const [deleting, setDeleting] = useState<WithdrawMethod | null>(null);

  const remove = async (method: WithdrawMethod) => {
    setDeleting(null);
    try {
      await paymentsApi.deleteMethod(method.id);
      toast(tp('deleted'), 'success');
      await queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.methods });
    } catch {
      // the API client has shown why
    }
  };

  return (
    <div className={mine.screen}>
      <NavBar title={t(type === 1 ? 'screens.coinAddressList' : 'screens.bankCardList')} back />
      <div className={mine.scroll}>
        {methods.isPending ? (
          <Skeleton width="100%" height={72} />
        ) : (
          <ul className={styles.list}>
            {(methods.data ?? []).map((method) => (
              <li key={method.id} className={styles.item}>
                <div className={styles.itemMain}>
                  <span className={styles.itemTitle}>
                    {method.draw_currency.code}
                    {method.draw_currency.protocol ? ` · ${method.draw_currency.protocol}` : ''}
                  </span>
                  {type === 1 ? (
                    <span className={styles.itemSub}>{method.dc_address}</span>
                  ) : (
                    <>
                      <span className={styles.itemSub}>{method.bank_name}</span>
                      <span className={styles.itemSub}>
                        {method.payee_name} · {method.payee_account}
                      </span>
                    </>
                  )}
                </div>
                <Button variant="text" onClick={() => setDeleting(method)}>
                  {tp('delete')}
                </Button>
              </li>
            ))}
            {methods.data?.length === 0 && <p className={mine.muted}>{tp('noneBound')}</p>}
          </ul>
        )}
        <Button block onClick={() => navigate(`/mine/withdraw-way?type=${type}`)}>
          {type === 1 ? tp('bindAddress') : tp('bindBank')}
        </Button>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={tp('deleteTitle')}
        message={tp('deleteConfirm')}
        danger
        confirmLabel={tp('delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  );
}
