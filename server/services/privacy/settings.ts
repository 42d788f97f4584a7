import type { Kysely } from 'kysely';
import {
  DEFAULT_CONSENT_TEXT,
  DEFAULT_RECORDING_DAYS,
  DEFAULT_SMS_DAYS,
  personalDataTexts as texts,
  type PersonalDataSettings,
  type PersonalDataSettingsInput,
} from '../../../src/schemas/personalData';
import type { DB } from '../../db/types';
import { DEFAULT_PAUSE_REASONS } from '../../../src/domain/dualRecord';
import { invalid } from '../../plugins/envelope';

/** The rules a tenant without its own keeps. */
const DEFAULTS = { fullDataRoleIds: [] as string[], recordingDays: DEFAULT_RECORDING_DAYS, smsDays: DEFAULT_SMS_DAYS };

export interface TenantPrivacy {
  fullDataRoleIds: string[];
  recordingDays: number;
  smsDays: number;
  consentText: string;
  /** The reasons a recording may be paused for (双录). */
  pauseReasons: string[];
}

/** Each tenant's personal-data rules (系统设置 › 个人信息保护), its admin's to change. */
export class PrivacySettings {
  constructor(private readonly db: Kysely<DB>) {}

  async of(tenantId: string): Promise<TenantPrivacy> {
    const row = await this.db
      .selectFrom('privacySettings')
      .select(['fullDataRoleIds', 'recordingDays', 'smsDays', 'consentText', 'pauseReasons'])
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    return {
      ...DEFAULTS,
      ...(row ? { fullDataRoleIds: row.fullDataRoleIds, recordingDays: row.recordingDays, smsDays: row.smsDays } : {}),
      consentText: row?.consentText || DEFAULT_CONSENT_TEXT,
      pauseReasons: row && row.pauseReasons.length > 0 ? row.pauseReasons : [...DEFAULT_PAUSE_REASONS],
    };
  }

  /** The roles of the tenant below its admins: those the admin may let see full values. */
  private async roles(tenantId: string) {
    return this.db
      .selectFrom('sysRoles as r')
      .innerJoin('tenantRoles as tr', 'tr.roleId', 'r.id')
      .select(['r.id', 'r.roleName'])
      .where('tr.tenantId', '=', tenantId)
      .where('r.level', 'in', ['1', '2'])
      .orderBy('r.level')
      .orderBy('r.roleName')
      .execute();
  }

  async view(tenantId: string): Promise<PersonalDataSettings> {
    const [rules, roles] = await Promise.all([this.of(tenantId), this.roles(tenantId)]);
    return { tenantId, ...rules, roles: roles.map((r) => ({ _id: r.id, roleName: r.roleName })) };
  }

  async save(tenantId: string, input: PersonalDataSettingsInput): Promise<PersonalDataSettings> {
    const allowed = new Set((await this.roles(tenantId)).map((r) => r.id));
    const wanted = [...new Set(input.fullDataRoleIds.map((id) => id.toLowerCase()))];
    if (wanted.some((id) => !allowed.has(id))) throw invalid({ fullDataRoleIds: texts.roleUnknown });
    const consentText = input.consentText.trim() === '' ? null : input.consentText.trim();
    const reasons = input.pauseReasons && [...new Set(input.pauseReasons.map((r) => r.trim()).filter(Boolean))];
    const values = {
      ...(reasons ? { pauseReasons: JSON.stringify(reasons) } : {}),
      fullDataRoleIds: JSON.stringify(wanted),
      recordingDays: input.recordingDays,
      smsDays: input.smsDays,
      consentText,
      updatedAt: new Date(),
    };
    await this.db
      .insertInto('privacySettings')
      .values({ tenantId, ...values })
      .onConflict((oc) => oc.column('tenantId').doUpdateSet(values))
      .execute();
    return this.view(tenantId);
  }
}
