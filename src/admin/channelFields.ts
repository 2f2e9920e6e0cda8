/** The columns of each payment-channel table staff edit, by wire name, in the order shown; each labelled by adminPay.field.<name>. */
export const DEPOSIT_COLUMNS = [
  'currency_code',
  'protocol_code',
  'address',
  'usd_rate',
  'min_amount',
  'max_amount',
] as const;
export const WIRE_COLUMNS = [
  'currency_code',
  'bank_name',
  'bank_address',
  'bank_swift',
  'payee_name',
  'payee_account',
  'bank_remark',
  'usd_rate',
  'min_amount',
  'max_amount',
] as const;
export const CURRENCY_COLUMNS = [
  'type',
  'code',
  'protocol',
  'fee_type',
  'draw_rate',
  'usd_price',
  'min_amount',
] as const;

/** A column of any channel table, or its on/off switch. */
export type ChannelField =
  | (typeof DEPOSIT_COLUMNS)[number]
  | (typeof WIRE_COLUMNS)[number]
  | (typeof CURRENCY_COLUMNS)[number]
  | 'enabled';

const CHANNEL_FIELDS: readonly ChannelField[] = [...DEPOSIT_COLUMNS, ...WIRE_COLUMNS, ...CURRENCY_COLUMNS, 'enabled'];

/** The channel column a wire name (`usd_rate`) or a stored column's name (`usdRate`, as audited) stands for. */
export function channelFieldOf(name: string): ChannelField | undefined {
  const wire = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return CHANNEL_FIELDS.find((field) => field === wire);
}
