import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { TencentSmsOptions } from '../config';
import { tencentClientConfig, tencentCloudCall } from './tencentCloud';

/** Whom a message is sent for: it is kept with the message. */
export interface SmsIdentity {
  tenantId: string;
  agentId: string | null;
}

export interface SmsMessage {
  phone: string;
  /** The whole text as the customer reads it; kept in the outbox. */
  content: string;
  /** The values of the provider's template, in order (a provider sends templates, not free text). */
  params: string[];
  /** The page the message links to, kept apart so a person can open it from the outbox. */
  link?: string;
  deliveryRecipientId?: string;
}

/** Where text messages leave the product: a provider's API; none by default, the outbox alone. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

/** Tencent Cloud SMS (SendSms, 2021-01-11): one mainland number a call. */
export class TencentSmsTransport implements SmsTransport {
  private readonly client: InstanceType<typeof sms.v20210111.Client>;

  constructor(private readonly options: TencentSmsOptions) {
    this.client = new sms.v20210111.Client(tencentClientConfig({ ...options, timeoutMs: 10_000 }));
  }

  async send(message: SmsMessage): Promise<void> {
    const answer = await tencentCloudCall('sms', () =>
      this.client.SendSms({
        PhoneNumberSet: [`+86${message.phone}`],
        SmsSdkAppId: this.options.sdkAppId,
        SignName: this.options.signName,
        TemplateId: this.options.templateId,
        TemplateParamSet: message.params,
      }),
    );
    const status = answer.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') throw new Error(`Tencent sms ${status?.Code ?? 'no status'}: ${status?.Message ?? ''}`);
  }
}

/**
 * The SMS port: every message is kept in the outbox (sms_outbox) with its link, where a person (or a test)
 * opens what the customer receives; with a transport it is also sent, and the outbox says whether that
 * worked. The answer says so too; sending never throws at the caller.
 */
export class SmsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly transport: SmsTransport | null,
    private readonly log: { error(details: object, message: string): void },
  ) {}

  async send(
    identity: SmsIdentity,
    message: SmsMessage,
  ): Promise<{ status: 'recorded' | 'sent' | 'failed'; error: string | null }> {
    const row = await this.db
      .insertInto('smsOutbox')
      .values({
        ...identity,
        phone: message.phone,
        content: message.content,
        link: message.link ?? null,
        deliveryRecipientId: message.deliveryRecipientId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.transport) return { status: 'recorded', error: null };
    try {
      await this.transport.send(message);
      await this.db.updateTable('smsOutbox').set({ status: 'sent' }).where('id', '=', row.id).execute();
      return { status: 'sent', error: null };
    } catch (err) {
      this.log.error({ err }, 'sms not sent');
      const error = err instanceof Error ? err.message.slice(0, 500) : String(err);
      await this.db.updateTable('smsOutbox').set({ status: 'failed', error }).where('id', '=', row.id).execute();
      return { status: 'failed', error };
    }
  }
}
