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
};

export type ServerMessageKey = keyof typeof en;
export type ServerMessages = Readonly<Record<ServerMessageKey, string>>;
export default en satisfies ServerMessages;
