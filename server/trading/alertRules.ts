import type { AlertDirection } from '../../protocol/schemas/alerts.ts';
import { localNumber } from '../i18n/localNumber.ts';
import type { Big } from '../money/decimal.ts';
import type { RuleRefusal } from './submitRules.ts';

/** Most active price alerts a user may keep. */
export const MAX_ACTIVE_ALERTS = 50;

export const ALERT_LIMIT_REACHED: RuleRefusal = {
  code: 'orderRejected',
  key: 'alertLimitReached',
  params: { max: MAX_ACTIVE_ALERTS },
};

/**
 * Refuses an alert the watched price already satisfies (it would fire on the next tick, telling nothing):
 * 'above' at or below the current price, 'below' at or above it (pure). Prices are written at `precision`, in the reader's number format.
 */
export function refuseSatisfiedAlert(
  direction: AlertDirection,
  level: Big,
  current: Big,
  precision: number,
): RuleRefusal | null {
  const satisfied = direction === 'above' ? level.lte(current) : level.gte(current);
  if (!satisfied) return null;
  return {
    code: 'orderRejected',
    key: direction === 'above' ? 'alertAlreadyAbove' : 'alertAlreadyBelow',
    params: {
      level: localNumber(level.toFixed(precision), precision),
      price: localNumber(current.toFixed(precision), precision),
    },
  };
}
