import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRecord } from '../../src/schemas/api';
import { connectSocket, disconnected, nextEvent } from '../support/sockets';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/testApp';

describe('realtime on the same port', () => {
  let t: TestApp;
  let baseUrl = '';
  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const online = async (loginName: string, token: string) => {
    const id = (await t.ctx.agents.findForLogin(loginName))?.id ?? '';
    return (await t.call<AgentRecord>('GET', `/api/agents/${id}`, { token })).result?.online;
  };

  it('refuses a handshake without a valid token', async () => {
    await expect(connectSocket(baseUrl, undefined)).rejects.toThrow('unauthorized');
    await expect(connectSocket(baseUrl, 'forged')).rejects.toThrow('unauthorized');
  });

  it('keeps presence from the agent sockets and tells the tenant', async () => {
    const adminToken = await t.tokenFor('demo_tadmin');
    const admin = await connectSocket(baseUrl, adminToken);
    const token = await t.tokenFor('demo_agent2');
    const cameOnline = nextEvent(admin, 'agentPresence');
    const first = await connectSocket(baseUrl, token);
    expect(await cameOnline).toMatchObject({ online: true });
    expect(await online('demo_agent2', adminToken)).toBe(true);

    const second = await connectSocket(baseUrl, token);
    first.emit('agentOffline', 'demo_agent2');
    first.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(await online('demo_agent2', adminToken)).toBe(true);

    const wentOffline = nextEvent(admin, 'agentPresence');
    second.close();
    expect(await wentOffline).toMatchObject({ online: false });
    expect(await online('demo_agent2', adminToken)).toBe(false);
    admin.close();
  });

  it('tells the old session agentExpired with the login name and disconnects it on a forced login', async () => {
    const oldToken = await t.tokenFor('demo_agent1');
    const socket = await connectSocket(baseUrl, oldToken);
    const expired = nextEvent(socket, 'agentExpired');
    const gone = disconnected(socket);
    const forced = await t.login('demo_agent1', DEMO_PASSWORD, { isForceLogin: 1 });
    expect(forced.errCode).toBe(0);
    expect(await expired).toBe('demo_agent1');
    expect(await gone).toBe('io server disconnect');
    await expect(connectSocket(baseUrl, oldToken)).rejects.toThrow('unauthorized');
    const fresh = await connectSocket(baseUrl, forced.result?.token);
    expect(fresh.connected).toBe(true);
    fresh.close();
  });

  it('disconnects the sockets of a session that logs out', async () => {
    const token = await t.tokenFor('demo_agent3');
    const socket = await connectSocket(baseUrl, token);
    const gone = disconnected(socket);
    await t.call('POST', '/api/logout', { token });
    expect(await gone).toBe('io server disconnect');
  });
});
