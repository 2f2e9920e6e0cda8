/** Server messages in English; every other language file must have the same keys (the compiler checks). */
const en = {
  success: 'Success',
  invalidParams: 'Invalid request: {{detail}}',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  rateLimited: 'Too many requests, please try again in a moment',
  internal: 'Something went wrong on our side, please try again',
  serviceUnavailable: 'The service is temporarily unavailable',
  sessionInvalid: 'Your session has expired, please log in again',
  settingUnknown: 'Unknown setting "{{key}}"',
  symbolUnknown: 'No symbol with id {{id}}',
  loginFailed: 'Wrong account or password',
  captchaRequired: 'Please enter the characters shown in the picture',
  captchaInvalid: 'The picture code is wrong or has expired, please try the new one',
  codeInvalid: 'The verification code is wrong',
  codeExpired: 'The verification code has expired, please request a new one',
  codeAttemptsExceeded: 'Too many wrong codes, please request a new one',
  codeResendWait: 'Please wait {{seconds}} s before requesting another code',
  accountExists: 'This account is already registered, please log in',
  demoNotAllowed: 'Please register or log in to a real account to use this',
  demoOnly: 'Only a demo account can be reset',
  passwordTooShort: 'The password needs at least {{min}} characters',
  passwordMismatch: 'The two passwords do not match',
  emailInvalid: 'Please enter a valid e-mail address',
  mobileInvalid: 'Please enter a valid mobile number',
  areaCodeUnknown: 'Please choose a country calling code',
  registerByEmailOnly: 'Sign-up is by e-mail only',
  registerByMobileOnly: 'Sign-up is by mobile number only',
  inviteCodeUnknown: 'This invite code does not exist',
  tooManyAttempts: 'Too many attempts, please try again in {{minutes}} min',
  codeMailSubject: 'Your Pipwave verification code',
  codeMailBody:
    'Your verification code is {{code}}. It expires in {{minutes}} minutes. If you did not ask for it, ignore this message.',
};

export type ServerMessageKey = keyof typeof en;
export type ServerMessages = Readonly<Record<ServerMessageKey, string>>;
export default en satisfies ServerMessages;
