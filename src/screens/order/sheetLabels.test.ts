import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../protocol/locales.ts';

type Tree = { [key: string]: string | Tree };

const appTexts = import.meta.glob<Tree>('../../i18n/locales/*.json', { eager: true, import: 'default' });
const sheetTexts = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

/** Every row label the position sheet (OrderDetailSheet) can show, whatever the order's state. */
const ROW_LABELS = [
  'orders.multiple',
  'orderForm.lots',
  'orders.openPrice',
  'orders.targetPrice',
  'orders.currentPrice',
  'orders.closePrice',
  'orders.pnl',
  'orders.margin',
  'orders.fee',
  'orders.stopLoss',
  'orders.takeProfit',
  'orders.placedAt',
  'orders.openedAt',
  'orders.closedAt',
  'orders.reasons.cancelled',
  'orders.reason',
  'orderSheet.trailingStop',
];

function text(files: Record<string, Tree>, lang: string, key: string): string | undefined {
  const tree = Object.entries(files).find(([file]) => file.endsWith(`/locales/${lang}.json`))?.[1];
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('position sheet row labels', () => {
  it.each(LANGUAGE_CODES)(
    '%s names every row differently (the P&L and the close reason are not both "Result")',
    (lang) => {
      const labels = ROW_LABELS.map((key) => text(appTexts, lang, key) ?? text(sheetTexts, lang, key));
      expect(labels.every((label) => label !== undefined)).toBe(true);
      const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
      expect(repeated).toEqual([]);
    },
  );
});
