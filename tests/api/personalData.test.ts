import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { CallRecord, ServiceRoomDetail } from '../../src/schemas/callRecord';
import type { CustomerRoom } from '../../src/schemas/call';
import type {
  AccessLogEntry,
  ConsentRecord,
  PersonalDataSettings,
  RetentionDeletion,
} from '../../src/schemas/personalData';
import { databaseKinds } from '../support/databases';
import { ManualClock } from '../support/manualClock';
import { startTestApp, type TestApp } from '../support/testApp';

const PHONE = '13812345678';
const MASKED = '138****5678';
const DAY_MS = 24 * 3_600_000;

/** A field of an answer whose name says it holds a phone or an ID number. */
const PERSONAL_NAME = /phone|mobile|idcard|idno|idnumber|certno/i;

/** A value that is text (or a list of texts), not a record or a list of records holding fields of their own. */
const holdsText = (schema: Record<string, unknown>): boolean => {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('string')) return true;
  const items = schema.items as Record<string, unknown> | undefined;
  return types.includes('array') && items !== undefined && holdsText(items);
};

/** Every property of a schema, with its path, however deep (properties, items, additionalProperties, anyOf). */
function* properties(schema: unknown, path: string): Generator<[string, string, Record<string, unknown>]> {
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (node.properties && typeof node.properties === 'object') {
    for (const [name, inner] of Object.entries(node.properties as Record<string, unknown>)) {
      if (inner && typeof inner === 'object') yield [name, `${path}.${name}`, inner as Record<string, unknown>];
      yield* properties(inner, `${path}.${name}`);
    }
  }
  yield* properties(node.items, `${path}[]`);
  yield* properties(node.additionalProperties, `${path}{}`);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(node[key])) for (const inner of node[key] as unknown[]) yield* properties(inner, path);
}

describe('personal data: every answer field of a phone or an ID number is marked for masking', () => {
  it('finds no unmarked one in any route', async () => {
    const routes: RouteOptions[] = [];
    const t = await startTestApp('pglite', {}, { onRoute: (route) => routes.push(route) });
    try {
      const unmarked: string[] = [];
      for (const route of routes) {
        const answer = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
        for (const [name, where, schema] of properties(answer, `${String(route.method)} ${route.url}`))
          if (PERSONAL_NAME.test(name) && holdsText(schema) && schema['x-pii'] === undefined) unmarked.push(where);
      }
      expect(unmarked).toEqual([]);
      expect(routes.length).toBeGreaterThan(100);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe.each(databaseKinds)('personal data (PIPL) on %s', (kind) => {
  let t: TestApp;
  const clock = new ManualClock();
  const tokens: Record<string, string> = {};
  let callId = '';
  let serviceId = '';
  let agentRoleId = '';
  let invite = 700000;

  const openRoom = async (agent = 'demo_agent1', extra: { legalHold?: boolean; recordingFileId?: string } = {}) => {
    const a = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId', 'roleId'])
      .where('loginName', '=', agent)
      .executeTakeFirstOrThrow();
    const room = await t.ctx.db
      .insertInto('serviceRooms')
      .values({
        inviteNumber: String(invite++),
        tenantId: a.tenantId!,
        orgAccountId: a.orgAccountId,
        agentId: a.id,
        callId: null,
        userName: '王先生',
        userPhone: PHONE,
        startedAt: clock.now(),
        ...extra,
      })
      .returning(['id', 'customerKey'])
      .executeTakeFirstOrThrow();
    return { ...room, agent: a };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    for (const name of ['demo_agent1', 'demo_tadmin', 'acme_tadmin', 'demo_oadmin'])
      tokens[name] = await t.tokenFor(name);
    const room = await openRoom();
    serviceId = room.id;
    agentRoleId = room.agent.roleId;
    const call = await t.ctx.db
      .insertInto('calls')
      .values({
        tenantId: room.agent.tenantId!,
        userName: '王先生',
        userPhone: PHONE,
        status: 'started',
        agentId: room.agent.id,
        orgAccountId: room.agent.orgAccountId,
        serviceId,
        passedBy: JSON.stringify([]),
        answeredAt: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    callId = call.id;
    await t.ctx.db.updateTable('serviceRooms').set({ callId }).where('id', '=', serviceId).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const raw = async (url: string, token: string | undefined) =>
    (await t.app.inject({ method: 'GET', url, headers: token ? { 'access-token': token } : {} })).body;

  it('masks the customer phone for an agent everywhere and shows it whole to the tenant admin', async () => {
    for (const url of [
      '/api/serviceRoom/request/list?pageIndex=1&pageSize=50',
      '/api/serviceRoom/list?pageIndex=1&pageSize=50',
      `/api/serviceRoom/roomInfo/${serviceId}`,
    ]) {
      const agentSees = await raw(url, tokens.demo_agent1);
      expect(agentSees, url).toContain(MASKED);
      expect(agentSees, url).not.toContain(PHONE);
      const adminSees = await raw(url, tokens.demo_tadmin);
      expect(adminSees, url).toContain(PHONE);
    }
    const list = await t.call<ListResult<CallRecord>>('GET', '/api/serviceRoom/request/list?pageIndex=1&pageSize=50', {
      token: tokens.demo_oadmin,
    });
    expect(list.result?.list.find((c) => c._id === callId)?.userPhone).toBe(MASKED);
  });

  it('masks the phone in an agent’s export and logs the export', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/serviceRoom/request/export?callStatus=all',
      headers: { 'access-token': tokens.demo_agent1 ?? '' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(response.rawPayload));
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells).toContain(MASKED);
    expect(cells).not.toContain(PHONE);
    const log = await t.call<ListResult<AccessLogEntry>>('GET', '/api/personalData/accessLog?action=export', {
      token: tokens.demo_tadmin,
    });
    expect(log.result?.list[0]).toMatchObject({ loginName: 'demo_agent1', action: 'export' });
  });

  it('reveals one phone to the agent, logged with who, what and from where', async () => {
    const revealed = await t.call<{ value: string }>('POST', '/api/personalData/reveal', {
      token: tokens.demo_agent1,
      body: { record: 'call', id: callId, field: 'phone' },
    });
    expect(revealed.result?.value).toBe(PHONE);
    // Another agent's record stays out of reach.
    const other = await t.call('POST', '/api/personalData/reveal', {
      token: tokens.acme_tadmin,
      body: { record: 'call', id: callId, field: 'phone' },
    });
    expect(other.errCode).toBe(404);
    const garbage = await t.call('POST', '/api/personalData/reveal', {
      token: tokens.demo_agent1,
      body: { record: 'call', id: 'nope', field: 'phone' },
    });
    expect(garbage.errCode).toBe(404);

    const byPhone = await t.call<ListResult<AccessLogEntry>>('GET', `/api/personalData/accessLog?phone=${PHONE}`, {
      token: tokens.demo_tadmin,
    });
    const reveal = byPhone.result?.list.find((e) => e.action === 'reveal');
    expect(reveal).toMatchObject({ loginName: 'demo_agent1', customerPhone: PHONE, recordId: callId });
    expect(reveal?.roleName).not.toBe('');
    expect(reveal?.address).not.toBe('');
    const byAccount = await t.call<ListResult<AccessLogEntry>>(
      'GET',
      '/api/personalData/accessLog?loginName=demo_agent1&action=reveal',
      { token: tokens.demo_tadmin },
    );
    expect(byAccount.result?.count).toBe(1);
    const from = new Date(clock.now().getTime() - 60_000).toISOString();
    const to = new Date(clock.now().getTime() + 60_000).toISOString();
    const byDate = await t.call<ListResult<AccessLogEntry>>(
      'GET',
      `/api/personalData/accessLog?action=reveal&beginTime=${encodeURIComponent(from)}&endTime=${encodeURIComponent(to)}`,
      { token: tokens.demo_tadmin },
    );
    expect(byDate.result?.count).toBe(1);
    const before = await t.call<ListResult<AccessLogEntry>>(
      'GET',
      `/api/personalData/accessLog?action=reveal&endTime=${encodeURIComponent(from)}`,
      { token: tokens.demo_tadmin },
    );
    expect(before.result?.count).toBe(0);
    // Another tenant's admin sees nothing of it, and cannot ask for it.
    const foreign = await t.call<ListResult<AccessLogEntry>>('GET', `/api/personalData/accessLog?phone=${PHONE}`, {
      token: tokens.acme_tadmin,
    });
    expect(foreign.result?.count).toBe(0);
    const widened = await t.call('GET', `/api/personalData/accessLog?searchTenant=${revealedTenant()}`, {
      token: tokens.acme_tadmin,
    });
    expect(widened.errCode).toBe(400);
    // An agent may not read the log.
    expect((await t.call('GET', '/api/personalData/accessLog', { token: tokens.demo_agent1 })).errCode).toBe(403);
  });
  const revealedTenant = () => '00000000-0000-4000-8000-000000000000';

  it('logs the admin’s view of a record’s full data', async () => {
    await t.call<ServiceRoomDetail>('GET', `/api/serviceRoom/roomInfo/${serviceId}`, { token: tokens.demo_tadmin });
    const log = await t.call<ListResult<AccessLogEntry>>(
      'GET',
      '/api/personalData/accessLog?loginName=demo_tadmin&action=view',
      {
        token: tokens.demo_tadmin,
      },
    );
    expect(log.result?.list[0]).toMatchObject({ recordId: serviceId, customerPhone: PHONE });
  });

  it('lets the roles the tenant admin names see full values', async () => {
    const saved = await t.call<PersonalDataSettings>('PUT', '/api/personalData/settings', {
      token: tokens.demo_tadmin,
      body: { fullDataRoleIds: [agentRoleId], recordingDays: 3650, smsDays: 90, consentText: '' },
    });
    expect(saved.errCode).toBe(0);
    expect(await raw('/api/serviceRoom/request/list?pageIndex=1&pageSize=50', tokens.demo_agent1)).toContain(PHONE);
    const refused = await t.call('PUT', '/api/personalData/settings', {
      token: tokens.demo_agent1,
      body: { fullDataRoleIds: [], recordingDays: 3650, smsDays: 90, consentText: '' },
    });
    expect(refused.errCode).toBe(403);
    const bad = await t.call('PUT', '/api/personalData/settings', {
      token: tokens.demo_tadmin,
      body: { fullDataRoleIds: [], recordingDays: 0, smsDays: 90, consentText: '' },
    });
    expect(bad.errCode).toBe(400);
    await t.call('PUT', '/api/personalData/settings', {
      token: tokens.demo_tadmin,
      body: { fullDataRoleIds: [], recordingDays: 3650, smsDays: 90, consentText: '' },
    });
    expect(await raw('/api/serviceRoom/request/list?pageIndex=1&pageSize=50', tokens.demo_agent1)).not.toContain(PHONE);
  });

  it('records nothing before the customer consents, and keeps the consent with its time', async () => {
    const room = await openRoom();
    const customer = await t.call<CustomerRoom>('POST', '/api/serviceRoom/startUser', {
      body: { serviceId: room.id, key: room.customerKey },
    });
    expect(customer.result?.consent.at).toBeNull();
    expect(customer.result?.consent.text).toContain('录音录像');
    const early = await t.call('POST', '/api/serviceRoom/startRecord', {
      token: tokens.demo_agent1,
      body: { serviceId: room.id, mimeType: 'video/webm' },
    });
    expect(early.errInfo).toBe('客户尚未同意录音录像，暂不能录制');
    const wrongKey = await t.call('POST', '/api/customer/consent', { body: { serviceId: room.id, key: 'x' } });
    expect(wrongKey.errCode).not.toBe(0);
    const consent = await t.call<ConsentRecord>('POST', '/api/customer/consent', {
      body: { serviceId: room.id, key: room.customerKey },
    });
    expect(consent.result?.at).toBe(clock.now().toISOString());
    const stored = await t.ctx.db
      .selectFrom('serviceRooms')
      .select(['consentAt', 'consentText'])
      .where('id', '=', room.id)
      .executeTakeFirstOrThrow();
    expect(stored.consentAt?.toISOString()).toBe(clock.now().toISOString());
    expect(stored.consentText).toBe(customer.result?.consent.text);
    const started = await t.call('POST', '/api/serviceRoom/startRecord', {
      token: tokens.demo_agent1,
      body: { serviceId: room.id, mimeType: 'video/webm' },
    });
    expect(started.errCode).toBe(0);
  });

  it('deletes expired recordings and messages daily, keeps those on legal hold, and logs what it deleted', async () => {
    const storage = t.ctx.storage;
    const put = async (key: string) => storage.put(key, Readable.from([Buffer.from('webm')]), 'video/webm');
    await put('tenants/retention/expired.webm');
    await put('tenants/retention/held.webm');
    const expired = await openRoom('demo_agent1', { recordingFileId: 'tenants/retention/expired.webm' });
    const held = await openRoom('demo_agent1', { recordingFileId: 'tenants/retention/held.webm' });
    const hold = await t.call('PUT', '/api/personalData/legalHold', {
      token: tokens.demo_tadmin,
      body: { serviceId: held.id, hold: true },
    });
    expect(hold.errCode).toBe(0);
    // The record reads back as held, for the admin's switch to show it.
    const heldRoom = await t.call<{ legalHold: boolean }>('GET', `/api/serviceRoom/roomInfo/${held.id}`, {
      token: tokens.demo_tadmin,
    });
    expect(heldRoom.result?.legalHold).toBe(true);
    const expiring = await t.call<{ legalHold: boolean }>('GET', `/api/serviceRoom/roomInfo/${expired.id}`, {
      token: tokens.demo_tadmin,
    });
    expect(expiring.result?.legalHold).toBe(false);
    const foreignHold = await t.call('PUT', '/api/personalData/legalHold', {
      token: tokens.acme_tadmin,
      body: { serviceId: expired.id, hold: true },
    });
    expect(foreignHold.errCode).toBe(404);
    await t.call('PUT', '/api/personalData/settings', {
      token: tokens.demo_tadmin,
      body: { fullDataRoleIds: [], recordingDays: 30, smsDays: 90, consentText: '' },
    });
    const tenantId = expired.agent.tenantId!;
    await t.ctx.db
      .insertInto('smsOutbox')
      .values({ tenantId, phone: PHONE, content: '邀请您加入视频会议', createdAt: clock.now() })
      .execute();

    // A month and a day later, the day's run deletes the expired recording, not the held one nor the message.
    await clock.skip(31 * DAY_MS);
    const admin = await t.tokenFor('demo_tadmin');
    const deletions = async () =>
      (await t.call<ListResult<RetentionDeletion>>('GET', '/api/personalData/retention?pageSize=50', { token: admin }))
        .result?.list ?? [];
    await expect
      .poll(async () => (await deletions()).map((d) => d.recordId), { timeout: 20_000 })
      .toContain(expired.id);
    const rows = await t.ctx.db
      .selectFrom('serviceRooms')
      .select(['id', 'recordingFileId'])
      .where('id', 'in', [expired.id, held.id])
      .execute();
    expect(rows.find((r) => r.id === expired.id)?.recordingFileId).toBeNull();
    expect(rows.find((r) => r.id === held.id)?.recordingFileId).toBe('tenants/retention/held.webm');
    // The files go right after the deletion is committed and logged.
    await expect.poll(() => storage.stat('tenants/retention/expired.webm'), { timeout: 10_000 }).toBeNull();
    expect(await storage.stat('tenants/retention/held.webm')).not.toBeNull();
    const list = await deletions();
    expect(list.map((d) => d.recordId)).not.toContain(held.id);
    expect(list.some((d) => d.kind === 'sms')).toBe(false);
    expect(list.find((d) => d.recordId === expired.id)?.summary).toContain(MASKED);

    // Ninety days on, the invitation message goes too.
    await clock.skip(60 * DAY_MS);
    const later = await t.tokenFor('demo_tadmin');
    await expect
      .poll(
        async () =>
          (
            await t.call<ListResult<RetentionDeletion>>('GET', '/api/personalData/retention?pageSize=50', {
              token: later,
            })
          ).result?.list.filter((d) => d.kind === 'sms').length,
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(
      await t.ctx.db
        .selectFrom('smsOutbox')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('phone', '=', PHONE)
        .execute(),
    ).toEqual([]);
  });
});
