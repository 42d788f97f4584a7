import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { ManualClock } from '../support/manualClock';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('the idle limit on %s', (kind) => {
  let t: TestApp;
  const clock = new ManualClock();
  beforeAll(async () => {
    t = await startTestApp(kind, { sessionIdleMinutes: 1 }, { clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const listWith = async (token: string) => (await t.call('GET', '/api/agents/list', { token })).errCode;
  const liveOnSocketCheck = async (token: string) => {
    const session = await t.ctx.sessions.authenticate(token);
    return session !== null && (await t.ctx.sessions.liveAmong([session.sessionId])).has(session.sessionId);
  };

  it('slides with activity: a request every 10 s for 3 minutes keeps the session, 61 s of silence ends it', async () => {
    const token = await t.tokenFor('demo_oadmin');
    for (let second = 10; second <= 180; second += 10) {
      await clock.advance(10_000);
      expect(await listWith(token), `after ${second} s`).toBe(0);
    }
    expect(await liveOnSocketCheck(token)).toBe(true);
    await clock.advance(61_000);
    expect(await listWith(token)).toBe(513);
  });

  it('ends a session left alone for the idle limit on the sockets’ check too, and keeps one in use', async () => {
    const idle = await t.tokenFor('demo_agent1');
    const used = await t.tokenFor('demo_agent2');
    const idleSession = await t.ctx.sessions.authenticate(idle);
    await clock.advance(30_000);
    expect(await listWith(used)).toBe(0);
    await clock.advance(31_000);
    expect(await liveOnSocketCheck(used)).toBe(true);
    expect((await t.ctx.sessions.liveAmong([idleSession?.sessionId ?? ''])).size).toBe(0);
    expect(await listWith(idle)).toBe(513);
  });
});
