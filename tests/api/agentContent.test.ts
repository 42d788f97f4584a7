import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import { planBookTexts, type PlanBookRecord } from '../../src/schemas/insurancePlanBook';
import { shareWebTexts, type ShareWebRecord } from '../../src/schemas/shareWeb';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const LOGINS = ['sysadmin', 'demo_oadmin', 'demo_agent1', 'demo_agent3', 'acme_agent1'];

describe.each(databaseKinds)('marketing centre and digital-human material on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const call = <T>(login: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[login] ?? '', ...(body === undefined ? {} : { body }) });
  const books = async (login: string, query = '') =>
    (await call<ListResult<PlanBookRecord>>(login, 'GET', `/api/insurancePlanBook${query}`)).result?.list ?? [];
  const links = async (login: string, type: string) =>
    (await call<ListResult<ShareWebRecord>>(login, 'GET', `/api/shareWebs/list?type=${type}&pageSize=100`)).result
      ?.list ?? [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const login of LOGINS) tokens[login] = await t.tokenFor(login);
  });

  afterAll(async () => {
    await t.close();
  });

  it("lists the company's plan books of the three kinds only, by kind", async () => {
    const demo = await books('demo_agent1');
    expect(demo.map((book) => book.kind).sort()).toEqual(['两全保险', '寿险', '年金险'].sort());
    expect(demo.every((book) => book.tenant.name === '德安人寿保险')).toBe(true);
    expect((await books('demo_agent1', '?kind=年金险')).map((book) => book.name)).toEqual(['颐年养老年金计划书']);
    const acme = await books('acme_agent1');
    expect(acme.map((book) => book._id)).not.toEqual(expect.arrayContaining([demo[0]?._id]));
    expect((await books('sysadmin')).length).toBeGreaterThanOrEqual(demo.length + acme.length);
    expect((await call('demo_agent1', 'GET', '/api/insurancePlanBook?kind=重疾险')).errInfo).toBe(
      planBookTexts.kindRequired,
    );
  });

  it('a digital-human material names a plan book of its company; an agent’s is private', async () => {
    const book = (await books('demo_agent1', '?kind=寿险'))[0];
    const acmeBook = (await books('acme_agent1'))[0];
    const add = (login: string, extra: Record<string, unknown>) =>
      call<ShareWebRecord>(login, 'POST', '/api/shareWeb', {
        type: 'digitalMan',
        name: '数字人讲解-寿险',
        url: '/demo/digital-man/annuity.html',
        ...extra,
      });
    expect((await add('demo_agent1', {})).errInfo).toBe(planBookTexts.planBookRequired);
    expect((await add('demo_agent1', { insurancePlanBookId: acmeBook?._id })).errInfo).toBe(
      planBookTexts.planBookRequired,
    );
    expect((await add('demo_agent1', { insurancePlanBookId: 'not-a-book' })).errInfo).toBe(
      planBookTexts.planBookRequired,
    );
    const added = await add('demo_agent1', { insurancePlanBookId: book?._id, isPublic: 1 });
    expect(added).toMatchObject({
      errCode: 0,
      result: { type: 'digitalMan', isPublic: 0, insurancePlanBookId: book?._id },
    });
    expect((await links('demo_agent3', 'digitalMan')).map((link) => link._id)).not.toContain(added.result?._id);
    // An edit may not drop the book.
    expect(
      (await call('demo_agent1', 'PUT', '/api/shareWeb', { id: added.result?._id, insurancePlanBookId: null })).errInfo,
    ).toBe(planBookTexts.planBookRequired);
    const byAdmin = await add('demo_oadmin', { insurancePlanBookId: book?._id });
    expect(byAdmin.result?.isPublic).toBe(1);
    expect((await links('demo_agent3', 'digitalMan')).map((link) => link._id)).toContain(byAdmin.result?._id);
    expect((await links('acme_agent1', 'digitalMan')).map((link) => link._id)).not.toContain(byAdmin.result?._id);
  });

  it('a marketing-centre item needs its thumbnail, and the seeded ones carry theirs', async () => {
    const seeded = await links('demo_agent1', 'yxzx');
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((item) => item.thumbnail)).toBe(true);
    const add = (thumbnail?: string) =>
      call<ShareWebRecord>('demo_oadmin', 'POST', '/api/shareWeb', {
        type: 'yxzx',
        name: '新春活动',
        url: '/demo/yxzx/new-year-campaign.html',
        ...(thumbnail === undefined ? {} : { thumbnail }),
      });
    expect((await add()).errInfo).toBe(shareWebTexts.thumbnailRequired);
    expect((await add('')).errInfo).toBe(shareWebTexts.thumbnailRequired);
    const added = await add('/demo/yxzx/new-year-campaign.svg');
    expect(added.result).toMatchObject({ type: 'yxzx', thumbnail: '/demo/yxzx/new-year-campaign.svg' });
    expect((await call('demo_oadmin', 'PUT', '/api/shareWeb', { id: added.result?._id, thumbnail: '' })).errInfo).toBe(
      shareWebTexts.thumbnailRequired,
    );
    expect((await links('acme_agent1', 'yxzx')).map((item) => item._id)).not.toContain(added.result?._id);
  });
});
