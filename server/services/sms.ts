import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

/** Sends one text message. Every driver (the local outbox, a provider) sits behind this interface. */
interface SmsSender {
  send(phone: string, content: string): Promise<void>;
}

/** Whom a message is sent for: it is kept with the message. */
interface SmsIdentity {
  tenantId: string;
  agentId: string;
}

/**
 * The default driver, for a machine without an SMS provider: messages are written to sms_outbox,
 * where a person (or a test) reads them.
 */
class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly identity: SmsIdentity,
  ) {}

  async send(phone: string, content: string): Promise<void> {
    await this.db.insertInto('smsOutbox').values({ tenantId: this.identity.tenantId, agentId: this.identity.agentId, phone, content }).execute();
  }
}

/** The sender for a tenant's agent; the only driver in reach here is the local outbox. */
export function smsSenderFor(db: Kysely<DB>, identity: SmsIdentity): SmsSender {
  return new OutboxSmsSender(db, identity);
}
