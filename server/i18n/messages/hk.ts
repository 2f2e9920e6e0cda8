import type { ServerMessages } from './en.ts';

const hk: ServerMessages = {
  success: '成功',
  invalidParams: '請求無效：{{detail}}',
  notFound: '找不到相關內容',
  methodNotAllowed: '不允許的請求方法',
  rateLimited: '請求過於頻繁，請稍後再試',
  internal: '系統出現問題，請重試',
  serviceUnavailable: '服務暫時無法使用',
  sessionInvalid: '登入已逾時，請重新登入',
  settingUnknown: '未知設定「{{key}}」',
};

export default hk;
