import type { LanguageCode } from '../../protocol/locales.ts';

/** One verification code on its way to a person. */
export interface CodeMessage {
  channel: 'email' | 'mobile';
  /** An e-mail address, or "+<dialling code> <number>". */
  to: string;
  code: string;
  purpose: 'register' | 'reset';
  lang: LanguageCode;
}

/**
 * A message without a code that tells an address's owner what someone did with it: `registerAttempt`,
 * someone tried to sign up with an address that already has an account.
 */
export interface NoticeMessage {
  channel: 'email' | 'mobile';
  to: string;
  notice: 'registerAttempt';
  lang: LanguageCode;
}

/** The port codes and mails leave through: the log in development, SMTP when configured. */
export interface Notifier {
  sendCode(message: CodeMessage): Promise<void>;
  sendNotice(message: NoticeMessage): Promise<void>;
}

/** One line per code on stdout (whatever the log level), which is how development and the e2e tests read it. */
export function logLine(message: CodeMessage): string {
  return `[notify] ${message.channel} to=${message.to} purpose=${message.purpose} code=${message.code}\n`;
}

export function noticeLogLine(message: NoticeMessage): string {
  return `[notify] ${message.channel} to=${message.to} notice=${message.notice}\n`;
}

export class LogNotifier implements Notifier {
  constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(line)) {}

  async sendCode(message: CodeMessage): Promise<void> {
    this.write(logLine(message));
  }

  async sendNotice(message: NoticeMessage): Promise<void> {
    this.write(noticeLogLine(message));
  }
}

/** Keeps what was sent, for tests. */
export class MemoryNotifier implements Notifier {
  readonly sent: CodeMessage[] = [];
  readonly notices: NoticeMessage[] = [];

  async sendCode(message: CodeMessage): Promise<void> {
    this.sent.push(message);
  }

  async sendNotice(message: NoticeMessage): Promise<void> {
    this.notices.push(message);
  }

  /** The last code sent to a recipient. */
  lastCode(to: string): string | undefined {
    return this.sent.findLast((message) => message.to === to)?.code;
  }
}
