import type { ServerMessages } from './en.ts';

const jp: ServerMessages = {
  success: '成功',
  invalidParams: '無効なリクエストです：{{detail}}',
  notFound: '見つかりません',
  methodNotAllowed: '許可されていないメソッドです',
  rateLimited: 'リクエストが多すぎます。しばらくしてからもう一度お試しください',
  internal: 'システムエラーが発生しました。もう一度お試しください',
  serviceUnavailable: 'サービスは一時的にご利用いただけません',
  sessionInvalid: 'セッションの有効期限が切れました。再度ログインしてください',
  settingUnknown: '不明な設定「{{key}}」',
};

export default jp;
