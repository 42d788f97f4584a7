import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentSetting } from '../../src/schemas/agentSetting';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)("an agent's room settings on %s", (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  const read = (who: string) => t.call<AgentSetting>('GET', '/api/agentSetting', { token: tokens[who] });
  const save = (who: string, body: unknown) =>
    t.call<AgentSetting>('POST', '/api/agentSetting', { token: tokens[who], body });

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_agent1', 'demo_agent2']) tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });

  it('start at the middle of each slider, keep what the agent saves, and only for that agent', async () => {
    expect((await read('demo_agent1')).result).toEqual({ beauty: 5, light: 5, ruddy: 5 });
    expect(await save('demo_agent1', { beauty: 3, light: 10, ruddy: 7 })).toMatchObject({
      errCode: 0,
      errInfo: '保存成功',
      result: { beauty: 3, light: 10, ruddy: 7 },
    });
    expect(await save('demo_agent1', { beauty: 4, light: 9, ruddy: 7 })).toMatchObject({ errCode: 0 });
    expect((await read('demo_agent1')).result).toEqual({ beauty: 4, light: 9, ruddy: 7 });
    expect((await read('demo_agent2')).result).toEqual({ beauty: 5, light: 5, ruddy: 5 });
  });

  it('refuse a value off the sliders and change nothing', async () => {
    for (const body of [
      { beauty: 0, light: 5, ruddy: 5 },
      { beauty: 5, light: 11, ruddy: 5 },
      { beauty: 5, light: 5, ruddy: 2.5 },
      { beauty: 5, light: 5 },
      { beauty: 5, light: 5, ruddy: 5, agentId: 'someone else' },
    ])
      expect(await save('demo_agent2', body)).toMatchObject({ errCode: 400 });
    expect(await save('demo_agent2', { beauty: 5, light: 11, ruddy: 5 })).toMatchObject({
      errInfo: '美颜参数应为1到10的整数',
    });
    expect((await read('demo_agent2')).result).toEqual({ beauty: 5, light: 5, ruddy: 5 });
  });

  it('are not read or written without a session', async () => {
    expect((await t.call('GET', '/api/agentSetting')).errCode).not.toBe(0);
    expect((await t.call('POST', '/api/agentSetting', { body: { beauty: 5, light: 5, ruddy: 5 } })).errCode).not.toBe(
      0,
    );
  });
});
