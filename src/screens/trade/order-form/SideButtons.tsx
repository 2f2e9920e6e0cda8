import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUY, SELL, type Side } from '../../../../protocol/tradingMath.ts';
import { LiveQuoteText } from '../../../market/LiveQuoteText.tsx';
import type { OrderFormModel } from '../../../trading/useOrderForm.ts';
import styles from '../OrderForm.module.css';
import { blockReason, sideName } from './formMessages.ts';

/** A keyboard shortcut per side and the tooltip that says it ("Buy (B)"). */
export type SideKeys = Record<Side, { keys: string; title: string }>;

/**
 * Sell (at the bid) and Buy (at the ask). For a logged-in user a side that cannot be sent is disabled and
 * the reason is written under the buttons; a visitor's tap leads to the log-in.
 */
export function SideButtons({
  form,
  code,
  precision,
  keys,
}: {
  form: OrderFormModel;
  code: string;
  precision: number;
  keys?: SideKeys | undefined;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const open = form.rules.marketOpen;
  const reasons = new Map<string, Side[]>();
  const disabled = (side: Side): boolean => {
    if (!open || form.sending) return true;
    const verdict = form.checks.sides[side];
    if (!form.loggedIn || verdict.ok) return false;
    const text = blockReason(t, verdict.block, form.stopsSide);
    reasons.set(text, [...(reasons.get(text) ?? []), side]);
    return true;
  };
  const sellDisabled = disabled(SELL);
  const buyDisabled = disabled(BUY);
  const lines = [...reasons];
  const describedBy = (side: Side) => {
    const index = lines.findIndex(([, sides]) => sides.includes(side));
    return index < 0 ? undefined : `${reasonId}-${index}`;
  };
  const button = (side: Side, isDisabled: boolean) => (
    <button
      type="button"
      className={`${styles.side} ${side === BUY ? styles.buy : styles.sell}`}
      disabled={isDisabled}
      aria-describedby={describedBy(side)}
      aria-keyshortcuts={keys?.[side].keys}
      title={keys?.[side].title}
      onClick={() => form.request(side)}
    >
      <span className={styles.sideName}>{open ? sideName(t, side) : t('orderForm.closed')}</span>
      <LiveQuoteText
        className={styles.sidePrice}
        code={code}
        side={side === BUY ? 'ask' : 'bid'}
        precision={precision}
        fallback={(side === BUY ? form.market.ask : form.market.bid) ?? '--'}
      />
    </button>
  );
  return (
    <div className={styles.sideBar}>
      <div className={styles.actions}>
        {button(SELL, sellDisabled)}
        {button(BUY, buyDisabled)}
      </div>
      {open && lines.length > 0 && (
        <ul className={styles.reasons} data-testid="side-reasons">
          {lines.map(([text, sides], index) => (
            <li key={text} id={`${reasonId}-${index}`}>
              {sides.length === 1 && <span className={styles.reasonSide}>{sideName(t, sides[0] ?? BUY)}</span>}
              {text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
