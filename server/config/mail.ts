import type { EnvReader } from './envReader';

export interface MailConfig {
  /** The SMTP server mails go through (nodemailer); unset keeps them in the outbox only. */
  smtpUrl: string | undefined;
  /** The sender of every mail. */
  mailFrom: string;
}

export const readMail = (read: EnvReader): MailConfig => ({
  smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
  mailFrom: read.string('MAIL_FROM', 'noreply@localhost'),
});
