import type { Kysely } from 'kysely';
import { ErrCode } from '../../../src/schemas/api';
import { insuranceTexts, type CustomerInsurance } from '../../../src/schemas/insurance';
import type { DB } from '../../db/types';
import { AppError, conflict } from '../../plugins/envelope';
import { textOf, type StoredConfig } from '../callService';
import type { InsurancePort } from '../insurance';
import type { SessionRow } from './views';

/** The policies of a 5G session's customer under its tenant's insuranceCode (spec 1 §2.4). */
export class FiveGInsurance {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly port: InsurancePort,
  ) {}

  async of(room: SessionRow): Promise<CustomerInsurance> {
    const tenant = await this.db
      .selectFrom('tenants')
      .select('fifthGenerationConfig')
      .where('id', '=', room.tenantId)
      .executeTakeFirst();
    const insuranceCode = textOf((tenant?.fifthGenerationConfig as StoredConfig | null)?.insuranceCode);
    if (!insuranceCode) throw conflict(insuranceTexts.notConfigured);
    const call = await this.db
      .selectFrom('fiveGCalls')
      .select(['userPhone', 'flowId'])
      .where('serviceId', '=', room.id)
      .orderBy('startedAt', 'desc')
      .executeTakeFirst();
    const phone = call?.userPhone || room.userPhone;
    if (!phone) throw conflict(insuranceTexts.noCustomer);
    try {
      return await this.port.find({ insuranceCode, phone, flowId: call?.flowId ?? room.flowId ?? '' });
    } catch (err) {
      throw new AppError(ErrCode.refused, err instanceof Error && err.message ? err.message : insuranceTexts.failed);
    }
  }
}
