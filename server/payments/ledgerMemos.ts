import type { TextLanguage } from '../../protocol/locales.ts';

/** Memo keys written on ledger rows (the ledger stores the key; readers see it in their language). */
export const LEDGER_MEMO_KEYS = [
  'ledger.demoGrant',
  'ledger.demoReset',
  'ledger.adjustment',
  'ledger.tradeFee',
  'ledger.tradePnl',
  'ledger.negativeBalance',
  'ledger.deposit',
  'ledger.withdraw',
] as const;
export type LedgerMemoKey = (typeof LEDGER_MEMO_KEYS)[number];

export const PAYMENT_MEMO = { deposit: 'ledger.deposit', withdraw: 'ledger.withdraw' } as const;

const MEMOS: Readonly<Record<TextLanguage, Readonly<Record<LedgerMemoKey, string>>>> = {
  en: {
    'ledger.demoGrant': 'Demo account funding',
    'ledger.demoReset': 'Demo account reset',
    'ledger.adjustment': 'Balance adjustment',
    'ledger.tradeFee': 'Trading fee',
    'ledger.tradePnl': 'Realised profit and loss',
    'ledger.negativeBalance': 'Negative balance protection',
    'ledger.deposit': 'Deposit',
    'ledger.withdraw': 'Withdrawal',
  },
  hk: {
    'ledger.demoGrant': '模擬帳戶注資',
    'ledger.demoReset': '模擬帳戶重置',
    'ledger.adjustment': '餘額調整',
    'ledger.tradeFee': '交易手續費',
    'ledger.tradePnl': '已實現盈虧',
    'ledger.negativeBalance': '負餘額保護',
    'ledger.deposit': '入金',
    'ledger.withdraw': '出金',
  },
  jp: {
    'ledger.demoGrant': 'デモ口座への入金',
    'ledger.demoReset': 'デモ口座のリセット',
    'ledger.adjustment': '残高調整',
    'ledger.tradeFee': '取引手数料',
    'ledger.tradePnl': '確定損益',
    'ledger.negativeBalance': 'マイナス残高保護',
    'ledger.deposit': '入金',
    'ledger.withdraw': '出金',
  },
  kr: {
    'ledger.demoGrant': '모의 계좌 충전',
    'ledger.demoReset': '모의 계좌 초기화',
    'ledger.adjustment': '잔액 조정',
    'ledger.tradeFee': '거래 수수료',
    'ledger.tradePnl': '실현 손익',
    'ledger.negativeBalance': '마이너스 잔액 보호',
    'ledger.deposit': '입금',
    'ledger.withdraw': '출금',
  },
  th: {
    'ledger.demoGrant': 'เติมเงินบัญชีทดลอง',
    'ledger.demoReset': 'รีเซ็ตบัญชีทดลอง',
    'ledger.adjustment': 'ปรับยอดคงเหลือ',
    'ledger.tradeFee': 'ค่าธรรมเนียมการซื้อขาย',
    'ledger.tradePnl': 'กำไรขาดทุนที่รับรู้แล้ว',
    'ledger.negativeBalance': 'การป้องกันยอดติดลบ',
    'ledger.deposit': 'ฝากเงิน',
    'ledger.withdraw': 'ถอนเงิน',
  },
  vn: {
    'ledger.demoGrant': 'Nạp tiền tài khoản demo',
    'ledger.demoReset': 'Đặt lại tài khoản demo',
    'ledger.adjustment': 'Điều chỉnh số dư',
    'ledger.tradeFee': 'Phí giao dịch',
    'ledger.tradePnl': 'Lãi lỗ đã thực hiện',
    'ledger.negativeBalance': 'Bảo vệ số dư âm',
    'ledger.deposit': 'Nạp tiền',
    'ledger.withdraw': 'Rút tiền',
  },
  fr: {
    'ledger.demoGrant': 'Approvisionnement du compte démo',
    'ledger.demoReset': 'Réinitialisation du compte démo',
    'ledger.adjustment': 'Ajustement du solde',
    'ledger.tradeFee': 'Frais de transaction',
    'ledger.tradePnl': 'Résultat réalisé',
    'ledger.negativeBalance': 'Protection contre le solde négatif',
    'ledger.deposit': 'Dépôt',
    'ledger.withdraw': 'Retrait',
  },
  de: {
    'ledger.demoGrant': 'Aufladung des Demokontos',
    'ledger.demoReset': 'Zurücksetzen des Demokontos',
    'ledger.adjustment': 'Saldoanpassung',
    'ledger.tradeFee': 'Handelsgebühr',
    'ledger.tradePnl': 'Realisierter Gewinn und Verlust',
    'ledger.negativeBalance': 'Schutz vor negativem Saldo',
    'ledger.deposit': 'Einzahlung',
    'ledger.withdraw': 'Auszahlung',
  },
  ru: {
    'ledger.demoGrant': 'Пополнение демо-счёта',
    'ledger.demoReset': 'Сброс демо-счёта',
    'ledger.adjustment': 'Корректировка баланса',
    'ledger.tradeFee': 'Торговая комиссия',
    'ledger.tradePnl': 'Реализованная прибыль и убыток',
    'ledger.negativeBalance': 'Защита от отрицательного баланса',
    'ledger.deposit': 'Пополнение',
    'ledger.withdraw': 'Вывод средств',
  },
  spa: {
    'ledger.demoGrant': 'Fondos de la cuenta demo',
    'ledger.demoReset': 'Reinicio de la cuenta demo',
    'ledger.adjustment': 'Ajuste de saldo',
    'ledger.tradeFee': 'Comisión de operación',
    'ledger.tradePnl': 'Ganancia y pérdida realizada',
    'ledger.negativeBalance': 'Protección de saldo negativo',
    'ledger.deposit': 'Depósito',
    'ledger.withdraw': 'Retiro',
  },
  pt: {
    'ledger.demoGrant': 'Financiamento da conta demo',
    'ledger.demoReset': 'Reposição da conta demo',
    'ledger.adjustment': 'Ajuste de saldo',
    'ledger.tradeFee': 'Comissão de negociação',
    'ledger.tradePnl': 'Lucro e prejuízo realizado',
    'ledger.negativeBalance': 'Proteção contra saldo negativo',
    'ledger.deposit': 'Depósito',
    'ledger.withdraw': 'Levantamento',
  },
  it: {
    'ledger.demoGrant': 'Accredito del conto demo',
    'ledger.demoReset': 'Ripristino del conto demo',
    'ledger.adjustment': 'Rettifica del saldo',
    'ledger.tradeFee': 'Commissione di negoziazione',
    'ledger.tradePnl': 'Profitti e perdite realizzati',
    'ledger.negativeBalance': 'Protezione dal saldo negativo',
    'ledger.deposit': 'Deposito',
    'ledger.withdraw': 'Prelievo',
  },
  tr: {
    'ledger.demoGrant': 'Demo hesabı bakiyesi',
    'ledger.demoReset': 'Demo hesabı sıfırlama',
    'ledger.adjustment': 'Bakiye düzeltmesi',
    'ledger.tradeFee': 'İşlem ücreti',
    'ledger.tradePnl': 'Gerçekleşen kâr ve zarar',
    'ledger.negativeBalance': 'Negatif bakiye koruması',
    'ledger.deposit': 'Para yatırma',
    'ledger.withdraw': 'Para çekme',
  },
  id: {
    'ledger.demoGrant': 'Pengisian akun demo',
    'ledger.demoReset': 'Reset akun demo',
    'ledger.adjustment': 'Penyesuaian saldo',
    'ledger.tradeFee': 'Biaya trading',
    'ledger.tradePnl': 'Laba rugi terealisasi',
    'ledger.negativeBalance': 'Perlindungan saldo negatif',
    'ledger.deposit': 'Deposit',
    'ledger.withdraw': 'Penarikan',
  },
};

function isMemoKey(value: string): value is LedgerMemoKey {
  return (LEDGER_MEMO_KEYS as readonly string[]).includes(value);
}

/** The memo in `lang`; an unknown key (a kind added later without text) is shown as it is stored. */
export function memoText(memo: string, lang: TextLanguage): string {
  return isMemoKey(memo) ? MEMOS[lang][memo] : memo;
}
