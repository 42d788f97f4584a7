import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimInviteNumber } from '../../server/services/inviteNumbers';
import type { Config } from '../../server/config';
import type { RoomInvitation } from '../../src/schemas/roomInvite';
import type { ServiceWebRecord } from '../../src/schemas/serviceWeb';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

/** What a forger sends along: another host, directly and as a proxy would say it. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'phish.example', 'x-forwarded-proto': 'https' };

/** The links a same-screen record and a room send out, asked with the given headers. */
async function linksSent(t: TestApp, headers: Record<string, string>) {
  const token = await t.tokenFor('demo_agent1');
  const agent = await t.ctx.db
    .selectFrom('agents')
    .select(['id', 'tenantId'])
    .where('loginName', '=', 'demo_agent1')
    .executeTakeFirstOrThrow();
  const link = await t.ctx.db
    .selectFrom('shareWebs')
    .select('id')
    .where('tenantId', '=', agent.tenantId)
    .where('status', '=', true)
    .executeTakeFirstOrThrow();
  const get = async <T>(url: string) =>
    (
      (await t.app.inject({ method: 'GET', url, headers: { ...headers, 'access-token': token } })).json() as {
        result: T;
      }
    ).result;
  const record = (
    await t.call<ServiceWebRecord>('POST', '/api/serviceWeb/create', { token, body: { shareWebId: link.id } })
  ).result!;
  const invitation = await get<{ content: string }>(`/api/serviceWeb/getInviteMessage?serviceId=${record._id}`);
  const shortUrl = await get<string>(`/api/serviceWeb/agentShortUrl?serviceId=${record._id}`);
  await t.app.inject({
    method: 'POST',
    url: '/api/serviceWeb/sendInviteMessage',
    headers: { ...headers, 'access-token': token },
    payload: { serviceId: record._id, phones: ['13912345678'] },
  });
  const sms = await t.ctx.db
    .selectFrom('smsOutbox')
    .select('content')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const redirect = await t.app.inject({ method: 'GET', url: new URL(shortUrl).pathname, headers });

  const inviteNumber = await t.ctx.db.transaction().execute((trx) => claimInviteNumber(trx));
  const room = await t.ctx.db
    .insertInto('serviceRooms')
    .values({ inviteNumber, tenantId: agent.tenantId ?? '', agentId: agent.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roomInvitation = await get<RoomInvitation>(`/api/serviceRoom/getInviteMessage?serviceId=${room.id}`);
  return {
    texts: [invitation.content, sms.content, roomInvitation.content],
    urls: [shortUrl, redirect.headers.location as string, roomInvitation.joinUrl, roomInvitation.shortUrl],
  };
}

const originsOf = (urls: readonly string[]) => [...new Set(urls.map((url) => new URL(url).origin))];

describe.each(databaseKinds)('links we send on %s', (kind) => {
  const apps: TestApp[] = [];
  const start = async (overrides: Partial<Config>) => {
    const t = await startTestApp(kind, overrides);
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  describe('with PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await start({ publicUrl: 'https://sales.example.com', trustProxy: 'loopback' });
    });

    it('point at PUBLIC_URL whatever Host and forwarded headers a request carries, even from a trusted proxy', async () => {
      const { texts, urls } = await linksSent(t, FORGED);
      expect(originsOf(urls)).toEqual(['https://sales.example.com']);
      for (const text of texts) {
        expect(text).toContain('https://sales.example.com/');
        expect(text).not.toMatch(/evil|phish/);
      }
    });
  });

  describe('without PUBLIC_URL', () => {
    let direct: TestApp;
    let behindProxy: TestApp;
    let otherProxy: TestApp;
    beforeAll(async () => {
      direct = await start({ publicUrl: undefined, trustProxy: false });
      behindProxy = await start({ publicUrl: undefined, trustProxy: 'loopback' });
      otherProxy = await start({ publicUrl: undefined, trustProxy: '10.0.0.0/8' });
    });

    it('ignore forwarded headers by default: a forged X-Forwarded-Host changes no link', async () => {
      const { urls } = await linksSent(direct, {
        host: 'sales.example.com:8080',
        'x-forwarded-host': 'phish.example',
        'x-forwarded-proto': 'https',
      });
      expect(originsOf(urls)).toEqual(['http://sales.example.com:8080']);
    });

    it('believe forwarded headers only from the proxies TRUST_PROXY names', async () => {
      const headers = { host: 'internal:8080', 'x-forwarded-host': 'sales.example.com', 'x-forwarded-proto': 'https' };
      // inject() comes from 127.0.0.1: a loopback proxy is believed, a proxy in 10.0.0.0/8 is not this one.
      expect(originsOf((await linksSent(behindProxy, headers)).urls)).toEqual(['https://sales.example.com']);
      expect(originsOf((await linksSent(otherProxy, headers)).urls)).toEqual(['http://internal:8080']);
    });
  });
});
