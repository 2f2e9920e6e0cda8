import type { ServerMessages } from './en.ts';

const kr: ServerMessages = {
  success: '성공',
  invalidParams: '잘못된 요청입니다: {{detail}}',
  notFound: '찾을 수 없습니다',
  methodNotAllowed: '허용되지 않는 메서드입니다',
  rateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
  internal: '시스템에 문제가 발생했습니다. 다시 시도해 주세요',
  serviceUnavailable: '일시적으로 서비스를 이용할 수 없습니다',
  sessionInvalid: '세션이 만료되었습니다. 다시 로그인해 주세요',
  settingUnknown: '알 수 없는 설정 "{{key}}"',
};

export default kr;
