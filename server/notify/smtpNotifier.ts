import { createTransport, type Transporter } from 'nodemailer';
import { CODE_TTL_MS } from '../accounts/codePolicy.ts';
import { translate } from '../i18n/translate.ts';
import { type CodeMessage, LogNotifier, type NoticeMessage, type Notifier } from './notifier.ts';

/**
 * E-mails codes through the SMTP server of SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465).
 * There is no SMS gateway yet: mobile codes and notices still go to the log.
 */
export class SmtpNotifier implements Notifier {
  private readonly transport: Transporter;
  private readonly fallback = new LogNotifier();

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async sendCode(message: CodeMessage): Promise<void> {
    if (message.channel !== 'email') return this.fallback.sendCode(message);
    const minutes = CODE_TTL_MS / 60_000;
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: translate(message.lang, 'codeMailSubject'),
      text: translate(message.lang, 'codeMailBody', { code: message.code, minutes }),
    });
  }

  async sendNotice(message: NoticeMessage): Promise<void> {
    if (message.channel !== 'email') return this.fallback.sendNotice(message);
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: translate(message.lang, 'registerAttemptMailSubject'),
      text: translate(message.lang, 'registerAttemptMailBody'),
    });
  }
}
