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
  symbolUnknown: 'ID {{id}} の銘柄はありません',
  loginFailed: 'アカウントまたはパスワードが正しくありません',
  captchaRequired: '画像に表示された文字を入力してください',
  captchaInvalid: '画像認証コードが間違っているか期限切れです。新しいコードを入力してください',
  codeInvalid: '認証コードが正しくありません',
  codeExpired: '認証コードの有効期限が切れました。再取得してください',
  codeAttemptsExceeded: '認証コードの誤入力が多すぎます。再取得してください',
  codeResendWait: '{{seconds}} 秒後に再度コードを取得してください',
  accountExists: 'このアカウントは登録済みです。ログインしてください',
  demoNotAllowed: 'この機能を使うには、リアル口座に登録またはログインしてください',
  demoOnly: 'リセットできるのはデモ口座のみです',
  passwordTooShort: 'パスワードは {{min}} 文字以上必要です',
  passwordMismatch: '2つのパスワードが一致しません',
  emailInvalid: '有効なメールアドレスを入力してください',
  mobileInvalid: '有効な携帯電話番号を入力してください',
  areaCodeUnknown: '国番号を選択してください',
  registerByEmailOnly: '登録はメールアドレスのみ可能です',
  registerByMobileOnly: '登録は携帯電話番号のみ可能です',
  inviteCodeUnknown: 'この招待コードは存在しません',
  tooManyAttempts: '試行回数が多すぎます。{{minutes}} 分後に再度お試しください',
  codeMailSubject: 'Pipwave 認証コード',
  codeMailBody:
    '認証コードは {{code}} です。有効期限は {{minutes}} 分です。心当たりがない場合は、このメッセージを無視してください。',
};

export default jp;
