import type { TFunction } from 'i18next';
import { feeRatePercent } from '../../protocol/feeRate.ts';
import type { LanguageCode } from '../../protocol/locales.ts';
import type { AuditEntry } from '../../protocol/schemas/paymentsAdmin.ts';
import { formatDecimal, formatExact } from '../format/number.ts';
import { channelFieldOf } from './channelFields.ts';
import { SETTING_FIELDS } from './settingFields.ts';

// An audit entry as staff read it: the action in words, and what it did line by line, each value labelled as
// the form that sets it labels it and written as that form writes it ("Trading fee: Per lot → Rate of the
// margin", "Minimum: 0 → 100"), never the stored keys and JSON.

type AuditValue = string | number | boolean | null;
type AuditDetail = Record<string, AuditValue>;

/** Each action the server audits (server/**: recordAudit), by its translation under adminAudit.action. */
const ACTIONS = {
  'setting.save': 'settingSave',
  'symbol.stopsLevel': 'symbolStopsLevel',
  'symbol.feeRate': 'symbolFeeRate',
  'user.creditScore': 'userCreditScore',
  'depositMethod.save': 'depositMethodSave',
  'wireMethod.save': 'wireMethodSave',
  'withdrawCurrency.save': 'withdrawCurrencySave',
  'news.save': 'newsSave',
  'deposit.approve': 'depositApprove',
  'deposit.reject': 'depositReject',
  'withdrawal.approve': 'withdrawalApprove',
  'withdrawal.reject': 'withdrawalReject',
  'identity.approve': 'identityApprove',
  'identity.reject': 'identityReject',
  'staff.login': 'staffLogin',
  'staff.login.failed': 'staffLoginFailed',
  'staff.logout': 'staffLogout',
} as const;

/** Why a log-in was refused (server/staff/staffLogin.ts), by its translation under adminAudit.loginRefusal. */
const LOGIN_REFUSALS = [
  'tooManyFromAddress',
  'locked',
  'unknownEmail',
  'wrongPassword',
  'noSecondFactor',
  'wrongCode',
  'replayedCode',
] as const;

/** The audited fields of a news article and of a review or log-in, by the label staff know them by. */
const LABELS = {
  categoryId: 'adminNews.category',
  logo: 'adminNews.logo',
  published: 'adminNews.published',
  publishedAt: 'adminNews.publishedAt',
  languages: 'adminNews.languages',
  number: 'adminPay.number',
  user_id: 'adminPay.user',
  credit: 'adminPay.credit',
  amount: 'adminPay.amount',
  reason: 'adminPay.reason',
  ip: 'adminAudit.address',
  email: 'adminAudit.email',
  session: 'adminAudit.session',
} as const;

const isKeyOf = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

/** The stored detail (JSON of an object of plain values), or nothing to show when it is not one. */
function detailOf(json: string): AuditDetail {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as AuditDetail) : {};
  } catch {
    return {};
  }
}

/** Formats instants as the rest of the back office does (the staff member's clock, with its zone). */
export type TimeText = (iso: string) => string;

/** Writes the audit log's entries in the staff member's language. */
export function auditWriter(t: TFunction, lang: LanguageCode, timeText: TimeText) {
  const empty = t('adminAudit.empty');
  const plain = (value: AuditValue): string => {
    if (value === null || value === '') return empty;
    if (typeof value === 'boolean') return t(value ? 'adminAudit.yes' : 'adminAudit.no');
    return String(value);
  };
  const labelOf = (key: string): string => {
    const channel = channelFieldOf(key);
    if (channel) return t(`adminPay.field.${channel}`);
    return isKeyOf(LABELS, key) ? t(LABELS[key]) : key;
  };
  /** A value as the form that sets the field shows it. */
  const shownValue = (key: string, value: AuditValue): string => {
    if (typeof value !== 'string' || value === '') return plain(value);
    if (key === 'publishedAt') return timeText(value);
    if (key === 'amount' || key === 'credit') return formatExact(value, 2, lang);
    const channel = channelFieldOf(key);
    const decimal = channel === 'usd_rate' || channel === 'usd_price' || channel === 'draw_rate';
    if (decimal || channel === 'min_amount' || channel === 'max_amount') return formatExact(value, 0, lang);
    return value;
  };
  // "label: value" as the ledger's summary writes it (AdminLedger)
  const change = (field: string, from: string, to: string) => `${field}: ${from} → ${to}`;
  const line = (field: string, value: string) => `${field}: ${value}`;
  const points = (value: AuditValue) => (typeof value === 'number' ? formatDecimal(value, 0, lang) : plain(value));

  /** Every value of the detail but the ones named, labelled. */
  const values = (detail: AuditDetail, skip: readonly string[] = []): string[] =>
    Object.entries(detail)
      .filter(([key, value]) => !skip.includes(key) && value !== null)
      .map(([key, value]) => line(labelOf(key), shownValue(key, value)));

  const setting = (detail: AuditDetail): string[] => {
    const field = SETTING_FIELDS.find((candidate) => candidate.key === detail.key);
    if (!field) return values(detail);
    const shown = (value: AuditValue) => {
      const option = field.kind === 'choice' ? field.options.find((candidate) => candidate.value === value) : null;
      return option ? t(`adminSettings.${option.label}`) : plain(value);
    };
    return [change(t(`adminSettings.${field.key}`), shown(detail.from ?? null), shown(detail.to ?? null))];
  };

  const feeRate = (detail: AuditDetail): string[] => {
    const rate = (value: AuditValue) => {
      if (typeof value !== 'string' || value === '') return plain(value);
      return detail.field === 'fee_per_lot'
        ? t('adminSettings.feeRatePerLot', { rate: formatExact(value, 2, lang) })
        : t('adminSettings.feeRateOfMargin', { percent: formatExact(feeRatePercent(value), 2, lang) });
    };
    const label = t(detail.field === 'fee_per_lot' ? 'adminSettings.feeLotColumn' : 'adminSettings.feeMarginColumn');
    return [
      line(t('adminSettings.symbol'), plain(detail.code ?? null)),
      change(label, rate(detail.from ?? null), rate(detail.to ?? null)),
    ];
  };

  /** A saved record: the field that changed, old → new, or every value of a record created. */
  const saved = (detail: AuditDetail): string[] => {
    if (detail.created === true) return [t('adminAudit.created'), ...values(detail, ['created'])];
    if (detail.field === 'translation') {
      // the article's language, by its code (en, de, …) as the editor's language tabs show it
      const language = plain(detail.lang ?? null);
      const lines = [];
      if (detail.from !== detail.to) {
        const title = t('adminAudit.titleIn', { lang: language });
        lines.push(change(title, plain(detail.from ?? null), plain(detail.to ?? null)));
      }
      if (detail.text_changed === true) lines.push(t('adminAudit.textChanged', { lang: language }));
      return lines;
    }
    if (typeof detail.field !== 'string') return values(detail);
    const key = detail.field;
    return [change(labelOf(key), shownValue(key, detail.from ?? null), shownValue(key, detail.to ?? null))];
  };

  const details = (action: string, detail: AuditDetail): string[] => {
    switch (action) {
      case 'setting.save':
        return setting(detail);
      case 'symbol.feeRate':
        return feeRate(detail);
      case 'symbol.stopsLevel':
        return [
          line(t('adminSettings.symbol'), plain(detail.code ?? null)),
          change(t('adminSettings.points'), points(detail.from ?? null), points(detail.to ?? null)),
        ];
      case 'user.creditScore':
        return [change(t('adminSettings.creditScore'), points(detail.from ?? null), points(detail.to ?? null))];
      case 'depositMethod.save':
      case 'wireMethod.save':
      case 'withdrawCurrency.save':
      case 'news.save':
        return saved(detail);
      case 'staff.login.failed': {
        const reason = typeof detail.reason === 'string' ? detail.reason : '';
        const refusal = LOGIN_REFUSALS.find((known) => known === reason);
        return [
          ...values(detail, ['reason']),
          line(t('adminPay.reason'), refusal ? t(`adminAudit.loginRefusal.${refusal}`) : reason),
        ];
      }
      default:
        return values(detail);
    }
  };

  return (entry: Pick<AuditEntry, 'action' | 'detail'>): { action: string; lines: string[] } => ({
    action: isKeyOf(ACTIONS, entry.action) ? t(`adminAudit.action.${ACTIONS[entry.action]}`) : entry.action,
    lines: details(entry.action, detailOf(entry.detail)),
  });
}
