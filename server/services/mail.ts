import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { OutboxMail } from '../../src/schemas/mediaDeliverConfig';
import type { DB } from '../db/types';

export interface Mail {
  tenantId: string | null;
  kind: string;
  to: string[];
  subject: string;
  body: string;
}

/** Where mails leave the product: an SMTP server in production; nothing beyond the outbox by default. */
export interface MailTransport {
  send(mail: { from: string; to: string[]; subject: string; text: string }): Promise<void>;
}

export class SmtpTransport implements MailTransport {
  private readonly transporter: nodemailer.Transporter;

  constructor(smtpUrl: string) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: { from: string; to: string[]; subject: string; text: string }): Promise<void> {
    await this.transporter.sendMail(mail);
  }
}

/**
 * The mail port: every mail is kept in the outbox (mail_outbox), which admins read in the app; with a
 * transport it is also sent, and the outbox says whether that worked. Sending never fails the caller.
 */
export class MailService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly from: string,
    private readonly transport: MailTransport | null,
    private readonly log: { error(details: object, message: string): void },
  ) {}

  async send(mail: Mail): Promise<void> {
    if (mail.to.length === 0) return;
    const row = await this.db
      .insertInto('mailOutbox')
      .values({
        tenantId: mail.tenantId,
        kind: mail.kind,
        recipients: JSON.stringify(mail.to),
        subject: mail.subject,
        body: mail.body,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.transport) return;
    try {
      await this.transport.send({ from: this.from, to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.updateTable('mailOutbox').set({ status: 'sent' }).where('id', '=', row.id).execute();
    } catch (err) {
      this.log.error({ err }, 'mail not sent');
      const error = err instanceof Error ? err.message.slice(0, 500) : String(err);
      await this.db.updateTable('mailOutbox').set({ status: 'failed', error }).where('id', '=', row.id).execute();
    }
  }

  /** A tenant's mails (all tenants' for null), newest first. */
  async outbox(
    tenantId: string | null,
    page: { pageIndex: number; pageSize: number },
  ): Promise<{ list: OutboxMail[]; count: number }> {
    let query = this.db.selectFrom('mailOutbox');
    if (tenantId !== null) query = query.where('tenantId', '=', tenantId);
    const counted = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute();
    return {
      count: Number(counted?.count ?? 0),
      list: rows.map((row) => ({
        _id: row.id,
        kind: row.kind,
        recipients: row.recipients,
        subject: row.subject,
        body: row.body,
        status: row.status,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }
}
