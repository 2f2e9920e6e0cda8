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
  symbolUnknown: 'ID {{id}}인 종목이 없습니다',
  loginFailed: '계정 또는 비밀번호가 올바르지 않습니다',
  captchaRequired: '그림에 표시된 문자를 입력하세요',
  captchaInvalid: '그림 인증 코드가 틀렸거나 만료되었습니다. 새 코드를 입력하세요',
  codeInvalid: '인증 코드가 올바르지 않습니다',
  codeExpired: '인증 코드가 만료되었습니다. 새로 요청하세요',
  codeAttemptsExceeded: '잘못된 코드 입력이 너무 많습니다. 새로 요청하세요',
  codeResendWait: '{{seconds}}초 후에 코드를 다시 요청하세요',
  accountExists: '이미 가입된 계정입니다. 로그인하세요',
  demoNotAllowed: '이 기능을 사용하려면 실계좌로 가입하거나 로그인하세요',
  demoOnly: '데모 계좌만 초기화할 수 있습니다',
  passwordTooShort: '비밀번호는 최소 {{min}}자 이상이어야 합니다',
  passwordMismatch: '두 비밀번호가 일치하지 않습니다',
  emailInvalid: '올바른 이메일 주소를 입력하세요',
  mobileInvalid: '올바른 휴대폰 번호를 입력하세요',
  areaCodeUnknown: '국가 번호를 선택하세요',
  registerByEmailOnly: '이메일로만 가입할 수 있습니다',
  registerByMobileOnly: '휴대폰 번호로만 가입할 수 있습니다',
  inviteCodeUnknown: '존재하지 않는 초대 코드입니다',
  tooManyAttempts: '시도 횟수가 너무 많습니다. {{minutes}}분 후에 다시 시도하세요',
  codeMailSubject: 'Pipwave 인증 코드',
  codeMailBody:
    '인증 코드는 {{code}}입니다. {{minutes}}분 후에 만료됩니다. 요청하지 않으셨다면 이 메시지를 무시하세요.',
};

export default kr;
