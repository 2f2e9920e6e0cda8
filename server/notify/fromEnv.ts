import { LogNotifier, type Notifier } from './notifier.ts';
import { SmtpNotifier } from './smtpNotifier.ts';

export const DEFAULT_MAIL_FROM = 'Pipwave <no-reply@pipwave.app>';

/** Where verification codes go: SMTP_URL's server (sender SMTP_FROM), or the log when it is unset. */
export type MailSetting = { kind: 'log' } | { kind: 'smtp'; url: string; from: string };

/** SMTP_URL and SMTP_FROM as readConfig reads them. */
export function parseMailSetting(url: string | undefined, from: string | undefined): MailSetting {
  if (!url) return { kind: 'log' };
  if (!URL.canParse(url)) throw new Error('SMTP_URL must be a URL such as smtps://user:pass@smtp.example.com:465');
  return { kind: 'smtp', url, from: from || DEFAULT_MAIL_FROM };
}

export function notifierFor(setting: MailSetting): Notifier {
  return setting.kind === 'smtp' ? new SmtpNotifier(setting.url, setting.from) : new LogNotifier();
}
