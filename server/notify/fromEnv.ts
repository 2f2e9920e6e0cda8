import { LogNotifier, type Notifier } from './notifier.ts';
import { SmtpNotifier } from './smtpNotifier.ts';

export const DEFAULT_MAIL_FROM = 'Pipwave <no-reply@pipwave.app>';

/** SMTP when SMTP_URL is set (sender from SMTP_FROM), otherwise the log. */
export function notifierFromEnv(env: NodeJS.ProcessEnv = process.env): Notifier {
  const url = env.SMTP_URL;
  return url ? new SmtpNotifier(url, env.SMTP_FROM || DEFAULT_MAIL_FROM) : new LogNotifier();
}
