/** A tenant's single sign-on settings, one per kind, as its admin sees and writes them; the secret stays here. */
import { sql, type Kysely } from 'kysely';
import { ErrCode } from '../../../src/schemas/api';
import { SSO_KINDS, ssoTexts, type SsoProviderView, type SsoProviderWrite } from '../../../src/schemas/sso';
import type { DB } from '../../db/types';
import { AppError } from '../../plugins/envelope';

const invalid = (text: string) => new AppError(ErrCode.invalid, text);

export class SsoProviderSettings {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly production: boolean,
  ) {}

  /** Every kind, configured or not, in the spec's order. */
  async list(tenantId: string): Promise<SsoProviderView[]> {
    const rows = await this.db.selectFrom('ssoProviders').selectAll().where('tenantId', '=', tenantId).execute();
    return SSO_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return {
        kind,
        configured: row !== undefined,
        enabled: row?.enabled ?? false,
        issuer: row ? row.issuer : null,
        clientId: row?.clientId ?? '',
        hasSecret: (row?.clientSecret ?? '') !== '',
        matchClaim: row?.matchClaim ?? 'preferred_username',
        autoCreate: row?.autoCreate ?? false,
        defaultOrgId: row?.defaultOrgId ?? null,
      };
    });
  }

  /** Writes one kind's setting; a blank secret keeps the stored one. Nothing is written when a value is refused. */
  async save(tenantId: string, write: SsoProviderWrite, localServing: boolean): Promise<void> {
    // Null names the local identity provider; a blank address is no address.
    const issuer = write.issuer === null ? null : write.issuer.trim();
    if (issuer === null && !localServing) throw invalid(ssoTexts.localOff);
    if (issuer !== null && !validIssuer(issuer, this.production)) throw invalid(ssoTexts.issuerInvalid);
    if (write.autoCreate && !write.defaultOrgId) throw invalid(ssoTexts.noDefaultOrg);
    if (write.defaultOrgId) {
      const org = await this.db
        .selectFrom('orgAccounts')
        .select('id')
        .where('id', '=', write.defaultOrgId)
        .where('tenantId', '=', tenantId)
        .executeTakeFirst();
      if (!org) throw invalid(ssoTexts.noDefaultOrg);
    }
    const tenant = await this.db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
    if (!tenant) throw invalid(ssoTexts.unknownTenant);
    const secret = write.clientSecret?.trim() ?? '';
    const stored = await this.db
      .selectFrom('ssoProviders')
      .select('clientSecret')
      .where('tenantId', '=', tenantId)
      .where('kind', '=', write.kind)
      .executeTakeFirst();
    if (secret === '' && !stored) throw invalid(ssoTexts.secretRequired);
    const values = {
      enabled: write.enabled,
      issuer,
      clientId: write.clientId.trim(),
      clientSecret: secret || stored!.clientSecret,
      matchClaim: write.matchClaim,
      autoCreate: write.autoCreate,
      defaultOrgId: write.defaultOrgId,
    };
    await this.db
      .insertInto('ssoProviders')
      .values({ tenantId, kind: write.kind, ...values })
      .onConflict((oc) => oc.columns(['tenantId', 'kind']).doUpdateSet({ ...values, updatedAt: sql`now()` }))
      .execute();
  }
}

/** An issuer is an http(s) address without query or fragment; production speaks to https ones only. */
function validIssuer(issuer: string, production: boolean): boolean {
  try {
    const url = new URL(issuer);
    const schemes = production ? ['https:'] : ['https:', 'http:'];
    return schemes.includes(url.protocol) && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}
