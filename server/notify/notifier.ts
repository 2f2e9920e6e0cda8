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

/** The port codes and mails leave through: the log in development, SMTP when configured. */
export interface Notifier {
  sendCode(message: CodeMessage): Promise<void>;
}

/** One line per code on stdout (whatever the log level), which is how development and the e2e tests read it. */
export function logLine(message: CodeMessage): string {
  return `[notify] ${message.channel} to=${message.to} purpose=${message.purpose} code=${message.code}\n`;
}

export class LogNotifier implements Notifier {
  constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(line)) {}

  async sendCode(message: CodeMessage): Promise<void> {
    this.write(logLine(message));
  }
}

/** Keeps what was sent, for tests. */
export class MemoryNotifier implements Notifier {
  readonly sent: CodeMessage[] = [];

  async sendCode(message: CodeMessage): Promise<void> {
    this.sent.push(message);
  }

  /** The last code sent to a recipient. */
  lastCode(to: string): string | undefined {
    return this.sent.findLast((message) => message.to === to)?.code;
  }
}
