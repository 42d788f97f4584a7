import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRecord } from '../../src/schemas/api';
import { databaseKinds } from '../support/databases';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/testApp';

const NOT_BELOW = { errCode: 403, errInfo: '无权操作同级或更高级别的账号' };

describe.each(databaseKinds)('admins of the same level on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const roles: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const row of await t.ctx.db.selectFrom('sysRoles').select(['id', 'level']).execute())
      roles[row.level] = row.id;
    const demo = await t.ctx.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const oadmin = await t.ctx.db
      .selectFrom('agents')
      .select('orgAccountId')
      .where('loginName', '=', 'demo_oadmin')
      .executeTakeFirstOrThrow();
    const sysadmin = await t.tokenFor('sysadmin');
    // A second admin beside each seeded one: same level, same tenant and organisation.
    const peers: [string, string, Record<string, unknown>][] = [
      ['peer_oadmin', '2', { tenant: demo.id, orgAccount: oadmin.orgAccountId }],
      ['peer_tadmin', '3', { tenant: demo.id }],
      ['peer_sysadmin', '4', {}],
    ];
    for (const [loginName, level, placement] of peers) {
      const body = {
        loginName,
        fullName: '同级管理员',
        agentRole: `${roles[level]}|${level}`,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        encrypted: false,
        ...placement,
      };
      const created = await t.call<AgentRecord>('POST', '/api/agents', { token: sysadmin, body });
      expect(created.errCode, created.errInfo).toBe(0);
      ids[loginName] = created.result?._id ?? '';
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every way an admin acts on another account, each tried by `actor` on `target`. */
  const everyAction = (targetId: string) =>
    [
      ['PUT', '/api/agents', { agentId: targetId, fullName: '被改名' }],
      [
        'PUT',
        '/api/agents',
        { agentId: targetId, password: 'Taken#Over1', confirmPassword: 'Taken#Over1', encrypted: false },
      ],
      ['POST', '/api/agents/kickAgent', { agentId: targetId }],
      ['POST', '/api/agents/unboundWxUserId', { agentId: targetId }],
      ['POST', '/api/agents/bindWxUserId', { agentId: targetId, wxUserId: 'wx-taken-over' }],
      ['POST', '/api/auth/unlock', { agentId: targetId }],
      ['POST', '/api/auth/secretFreeToken', { agentId: targetId }],
      ['DELETE', `/api/agents?agentId=${targetId}`, undefined],
    ] as const;

  it.each([
    ['demo_oadmin', 'peer_oadmin'],
    ['demo_tadmin', 'peer_tadmin'],
    ['sysadmin', 'peer_sysadmin'],
  ])('refuses %s every action on %s, and the account stays as it was', async (actor, target) => {
    const targetSession = await t.tokenFor(target);
    const actorToken = await t.tokenFor(actor);
    const lockedAt = new Date();
    await t.ctx.db
      .updateTable('agents')
      // One WeCom member per account of a tenant.
      .set({ lockedAt, failedLogins: 9, wxUserId: `wx-${target}` })
      .where('id', '=', ids[target] ?? '')
      .execute();
    for (const [method, url, body] of everyAction(ids[target] ?? '')) {
      expect(await t.call(method, url, { token: actorToken, ...(body ? { body } : {}) }), `${method} ${url}`).toEqual(
        NOT_BELOW,
      );
    }
    const after = await t.ctx.db
      .selectFrom('agents')
      .select(['fullName', 'lockedAt', 'wxUserId'])
      .where('id', '=', ids[target] ?? '')
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ fullName: '同级管理员', lockedAt, wxUserId: `wx-${target}` });
    expect((await t.call('GET', '/api/agents/list', { token: targetSession })).errCode).toBe(0);
    expect(
      await t.ctx.db
        .selectFrom('urlLoginTokens')
        .select('tokenHash')
        .where('agentId', '=', ids[target] ?? '')
        .execute(),
    ).toEqual([]);
    await t.ctx.db
      .updateTable('agents')
      .set({ lockedAt: null, failedLogins: 0 })
      .where('id', '=', ids[target] ?? '')
      .execute();
  });

  it('lets a higher level do each of them, and an admin of another tenant none', async () => {
    const acme = await t.tokenFor('acme_tadmin');
    const outsider = await t.call('POST', '/api/auth/secretFreeToken', {
      token: acme,
      body: { agentId: ids.peer_oadmin },
    });
    expect(outsider.errCode).toBe(404);
    const tadmin = await t.tokenFor('demo_tadmin');
    const answers = [];
    // Deleting aside, which the account's sessions and links may prevent ('该账号仍有关联记录').
    for (const [method, url, body] of everyAction(ids.peer_oadmin ?? '').slice(0, -1))
      answers.push((await t.call(method, url, { token: tadmin, ...(body ? { body } : {}) })).errCode);
    expect(answers).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
