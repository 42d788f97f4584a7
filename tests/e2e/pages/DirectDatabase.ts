import { hashPassword } from '../../../server/services/passwords';
import { canonicalJson, type TrailKind } from '../../../src/domain/recordIntegrity';
import type { SeededServer } from '../../support/seededServer';

/**
 * The only writes the browser tests make to the database themselves: states that a person or an admin
 * cannot reach through the product, because its API refuses them by design. Everything else a test
 * needs is made through the UI or the HTTP API (AdminApi).
 */

/**
 * Gives an account a password that no longer meets the rules, as one set before the rules were
 * tightened. No API can: every way of setting a password (creating an account, an admin's reset, the
 * agent's own change) checks it against the current rules.
 */
export async function giveOutdatedPassword(server: SeededServer, loginName: string, password: string): Promise<void> {
  const changed = await server.ctx.db
    .updateTable('agents')
    .set({ passwordHash: await hashPassword(password) })
    .where('loginName', '=', loginName)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new Error(`no account ${loginName}`);
}

/**
 * Leaves a tenant only `minutes` of its call quota, as if nearly all of it had been used. No API can:
 * the quota only grows (a recharge), and is used up only by real calls, minute by minute.
 */
export async function leaveQuotaMinutes(server: SeededServer, tenantCode: string, minutes: number): Promise<void> {
  const changed = await server.ctx.db
    .updateTable('tenants')
    .set({ remainingTimeLimit: minutes })
    .where('code', '=', tenantCode)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new Error(`no tenant ${tenantCode}`);
}

/**
 * Changes one field of the first entry of `kind` in a room's trail, in place, as someone with the database's
 * password could. No API can: the trail is only ever appended to, by the writes it stands for.
 */
export async function alterTrailEntry(
  server: SeededServer,
  serviceId: string,
  kind: TrailKind,
  field: string,
  value: unknown,
): Promise<{ seq: number }> {
  const entry = await server.ctx.db
    .selectFrom('recordTrail')
    .select(['seq', 'content'])
    .where('serviceId', '=', serviceId)
    .where('kind', '=', kind)
    .orderBy('seq')
    .executeTakeFirst();
  if (!entry) throw new Error(`no ${kind} entry in the trail of ${serviceId}`);
  const content = { ...(JSON.parse(entry.content) as Record<string, unknown>), [field]: value };
  await server.ctx.db
    .updateTable('recordTrail')
    .set({ content: canonicalJson(content) })
    .where('serviceId', '=', serviceId)
    .where('seq', '=', entry.seq)
    .execute();
  return { seq: entry.seq };
}
