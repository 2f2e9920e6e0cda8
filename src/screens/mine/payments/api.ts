import type {
  BindMethodBody,
  ChargeInfo,
  DepositPage,
  DepositRecord,
  ForexDetail,
  IdentityCenter,
  ImageUploadReply,
  LedgerPage,
  WireInfo,
  WithdrawCurrency,
  WithdrawMethod,
  WithdrawPage,
  WithdrawRecord,
} from '../../../../protocol/schemas/payments.ts';
import { api } from '../../../api/client.ts';

/** SPEC §7's money calls: deposits, withdrawals, bound methods, identity, ledger, image upload. */
export const paymentsApi = {
  chargeInfo: (signal?: AbortSignal) => api.get<ChargeInfo>('/api/quickCharge/info', { signal }),
  wireInfo: (bankCoin: string, signal?: AbortSignal) =>
    api.get<WireInfo[]>('/api/quickCharge/wire_info', { query: { bank_coin: bankCoin }, signal }),
  submitCrypto: (input: { amount: string; proofImg: string; address: string; chargeId: number }) =>
    api.get<DepositRecord>('/api/quickCharge/submit', {
      query: { number: input.amount, proofImg: input.proofImg, address: input.address, charge_id: input.chargeId },
      spinner: true,
    }),
  submitWire: (input: { amount: string; proofImg: string; wireId: number }) =>
    api.get<DepositRecord>('/api/quickCharge/wire_submit', {
      query: { number: input.amount, proofImg: input.proofImg, wire_id: input.wireId },
      spinner: true,
    }),
  deposits: (type: number, page: number, signal?: AbortSignal) =>
    api.get<DepositPage>('/api/quickCharge/quick_ist', { query: { type, page }, signal }),

  drawCurrencies: (type: number, signal?: AbortSignal) =>
    api.get<WithdrawCurrency[]>('/api/account/draw_symbol_list', { query: { type }, signal }),
  draw: (input: { currencyId: number; amount: string; memo: string; methodId: number }) =>
    api.post<WithdrawRecord>('/api/account/draw', {
      form: {
        draw_currency_id: input.currencyId,
        number: input.amount,
        memo: input.memo,
        draw_method_id: input.methodId,
      },
      spinner: true,
    }),
  withdrawals: (type: number, page: number, signal?: AbortSignal) =>
    api.get<WithdrawPage>('/api/account/draw_list', { query: { type, page }, signal }),
  methods: (type: number, currencyId?: number, signal?: AbortSignal) =>
    api.get<WithdrawMethod[]>('/api/wallet/get_draw_method', {
      query: { draw_type: type, draw_id: currencyId },
      signal,
    }),
  bindMethod: (body: BindMethodBody) =>
    api.post<WithdrawMethod>('/api/wallet/bind_draw_method', { form: { ...body }, spinner: true }),
  deleteMethod: (id: number) => api.post<null>('/api/wallet/del_draw_method', { form: { id }, spinner: true }),

  identity: (signal?: AbortSignal) => api.get<IdentityCenter>('/api/user_real/center', { signal }),
  submitIdentity: (input: { name: string; cardId: string; front: string; reverse: string }) =>
    api.post<IdentityCenter>('/api/user_real/real_name', {
      form: { name: input.name, card_id: input.cardId, front_pic: input.front, reverse_pic: input.reverse },
      spinner: true,
    }),

  forexDetail: (signal?: AbortSignal) => api.get<ForexDetail>('/v1/api/main/account/forexDetail', { signal }),
  ledger: (page: number, signal?: AbortSignal) =>
    api.get<LedgerPage>('/v1/api/main/accountLog/forexChange', { query: { page }, signal }),

  uploadImage: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.post<ImageUploadReply>('/api/common/image_upload', { body, spinner: true });
  },
};

export const PAYMENT_KEYS = {
  detail: ['forexDetail'] as const,
  ledger: ['ledger'] as const,
  methods: ['drawMethods'] as const,
  identity: ['identityCenter'] as const,
  deposits: ['deposits'] as const,
  withdrawals: ['withdrawals'] as const,
};
