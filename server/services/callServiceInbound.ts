/**
 * The call service's callback for customers' calls (POST /api/callService/inbound): the tenant is the one
 * whose appKey the call names, the request must carry that tenant's signature (HMAC-SHA256 with its
 * appSecret, src/schemas/callServiceInbound.ts) and a fresh timestamp; the call then takes the same way
 * as the simulator's (CallServicePort.onInbound).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { mediaKindOf } from '../../src/schemas/callService';
import {
  INBOUND_MAX_SKEW_MS,
  inboundSignedText,
  inboundTexts,
  type InboundCallInput,
} from '../../src/schemas/callServiceInbound';
import type { DB } from '../db/types';
import { forbidden, invalid } from '../plugins/envelope';
import { textOf, type InboundRelay, type StoredConfig } from './callService';

/** The signature the call service sends: hex HMAC-SHA256 of the signed fields with the tenant's appSecret. */
export function signInbound(appSecret: string, input: Parameters<typeof inboundSignedText>[0]): string {
  return createHmac('sha256', appSecret).update(inboundSignedText(input)).digest('hex');
}

export class InboundCallback {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly relay: InboundRelay,
  ) {}

  async receive(input: InboundCallInput, now: number): Promise<{ offered: boolean }> {
    if (Math.abs(now - input.timestamp) > INBOUND_MAX_SKEW_MS) throw forbidden(inboundTexts.expired);
    const tenant = await this.db
      .selectFrom('tenants')
      .select(['id', 'fifthGenerationConfig'])
      .where(sql<string>`fifth_generation_config->>'appKey'`, '=', input.appKey)
      .where('status', '=', true)
      .executeTakeFirst();
    const secret = textOf((tenant?.fifthGenerationConfig as StoredConfig | null)?.appSecret);
    if (!tenant || !secret || !sameSignature(signInbound(secret, input), input.sign))
      throw forbidden(inboundTexts.badSignature);

    if (input.event === 'ended') {
      // Only this tenant's offers are withdrawn.
      const income = await this.db
        .selectFrom('fiveGIncomes')
        .select('id')
        .where('tenantId', '=', tenant.id)
        .where('callId', '=', input.callId)
        .executeTakeFirst();
      if (income) await this.relay.ended(input.callId);
      return { offered: false };
    }
    if (!input.phone || input.mediaAbility === undefined) throw invalid({ phone: inboundTexts.badCall });
    const offered = await this.relay.offered({
      appKey: input.appKey,
      phone: input.phone,
      media: mediaKindOf(input.mediaAbility),
      serviceId: input.serviceId,
      callId: input.callId,
      flowId: input.flowId || input.serviceId,
    });
    return { offered };
  }
}

function sameSignature(expected: string, sent: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(sent, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
