import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEWS_PENDING_PER_TENANT } from '../../server/services/videoContents/renders';
import type { VideoPreview } from '../../src/schemas/videoContent';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('template previews in the render queue on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let content: unknown;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_agent1', 'demo_agent2', 'demo_agent3', 'demo_oadmin', 'demo_tadmin', 'acme_agent1'])
      tokens[name] = await t.tokenFor(name);
    content = (await t.ctx.db.selectFrom('videoTemplateVersions').select('content').executeTakeFirstOrThrow()).content;
  });
  afterAll(async () => {
    await t.close();
  });

  const preview = (who: string) =>
    t.call<VideoPreview>('POST', `/api/videoTemplate/${randomUUID()}/preview`, { token: tokens[who], body: content });
  const stateOf = async (id: string) =>
    (await t.ctx.db.selectFrom('videoTemplatePreviews').select('renderState').where('id', '=', id).executeTakeFirst())
      ?.renderState ?? 'gone';

  it('keeps one waiting preview per account: a second request replaces the first still in the queue', async () => {
    const first = (await preview('demo_agent1')).result!;
    const second = await preview('demo_agent1');
    expect(second).toMatchObject({ errCode: 0, result: { render: { state: 'queued' } } });
    // Unless the worker had already taken it, the first is gone from the queue and its address with it.
    const firstState = await stateOf(first._id);
    expect(firstState).not.toBe('queued');
    if (firstState === 'gone')
      expect(
        (await t.call('GET', `/api/videoTemplatePreview/${first._id}`, { token: tokens.demo_agent1 })).errCode,
      ).toBe(404);
    const waiting = await t.ctx.db
      .selectFrom('videoTemplatePreviews')
      .select('id')
      .where('renderState', '=', 'queued')
      .execute();
    expect(waiting.map((row) => row.id)).toEqual([second.result!._id]);
  });

  it('refuses a tenant’s previews past its cap with a clear message, while another tenant still previews', async () => {
    const others = ['demo_agent2', 'demo_agent3', 'demo_oadmin', 'demo_tadmin'];
    const answers = [];
    for (const who of others) answers.push(await preview(who));
    // demo_agent1's preview of the first test is still waiting or rendering, and counts.
    expect(answers.filter((a) => a.errCode === 0)).toHaveLength(PREVIEWS_PENDING_PER_TENANT - 1);
    expect(answers.at(-1)).toEqual({ errCode: 409, errInfo: '预览生成排队已满，请稍后再试' });
    expect(await preview('acme_agent1')).toMatchObject({ errCode: 0 });
  });
});
