import { i18next } from '../i18n/i18n.ts';

/** The app's label for each wire field a refusal can name (`cont` is what the order form calls "Lots"). */
const FIELD_LABELS = {
  cont: 'orderForm.lots',
  target_price: 'orderForm.price',
  stop_loss_price: 'orders.stopLoss',
  target_profit_price: 'orders.takeProfit',
} as const;

const isLabelled = (field: string): field is keyof typeof FIELD_LABELS => Object.hasOwn(FIELD_LABELS, field);

/**
 * A refusal's message with its field named as the app names it ("Lots allows at most 2 decimal places", not
 * "cont allows …"): the server sends, beside `msg`, the field's wire name and the message with `{{field}}`
 * in its place. A field the app has no label for keeps the server's wording.
 */
export function refusalText(envelope: { msg: string; field?: string; field_msg?: string }): string {
  const { field, field_msg: withPlace } = envelope;
  if (field === undefined || withPlace === undefined || !isLabelled(field)) return envelope.msg;
  return withPlace.replaceAll('{{field}}', i18next.t(FIELD_LABELS[field]));
}
