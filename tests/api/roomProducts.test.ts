import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomProduct, RoomShareState } from '../../src/schemas/roomShare';
import type { ShareWebRecord } from '../../src/schemas/shareWeb';
import { databaseKinds } from '../support/databases';
import { answeredRoom, baseUrlOf } from '../support/rooms';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)("a video-sales room's product page on %s", (kind) => {
  let t: TestApp;
  let baseUrl = '';
  const tokens: Record<string, string> = {};
  const links: Record<string, ShareWebRecord> = {};
  const customer = { tenantCode: 'cmb_videoSells', userName: '李女士', userPhone: '13900139000' };

  const call = <T = unknown>(login: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: login ? tokens[login] : undefined, body });
  const productOf = async (login: string, serviceId: string) =>
    (await call<RoomShareState>(login, 'GET', `/api/serviceRoom/share?serviceId=${serviceId}`)).result?.product;
  const choose = (login: string, serviceId: string, webId: string) =>
    call<RoomProduct>(login, 'POST', '/api/serviceRoom/product', { serviceId, webId });
  const linkNamed = async (login: string, type: string, name: string) => {
    const list =
      (await call<{ list: ShareWebRecord[] }>(login, 'GET', `/api/shareWebs/list?type=${type}&pageSize=100`)).result
        ?.list ?? [];
    const found = list.find((link) => link.name === name);
    if (!found) throw new Error(`no link ${name}`);
    return found;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = baseUrlOf(t);
    for (const name of ['vs_agent1', 'demo_agent1']) tokens[name] = await t.tokenFor(name);
    await t.ctx.db.updateTable('agents').set({ serviceStatus: 'away' }).execute();
    links.product = await linkNamed('vs_agent1', 'sells', '少儿教育金计划');
    links.other = await linkNamed('vs_agent1', 'sells', '终身寿险产品介绍');
    links.yxzx = await linkNamed('vs_agent1', 'yxzx', '年金险热销海报');
    links.demo = await linkNamed('demo_agent1', 'sells', '少儿教育金计划');
  }, 180_000);
  afterAll(async () => t.close());

  it('opens the room about the product the customer called from', async () => {
    const room = await answeredRoom(t, baseUrl, tokens.vs_agent1!, {
      ...customer,
      webId: links.product!._id,
    } as typeof customer);
    expect(await productOf('vs_agent1', room.serviceId)).toEqual({
      id: links.product!._id,
      name: '少儿教育金计划',
      url: '/demo/products/child-education.html',
    });
    await call('vs_agent1', 'POST', '/api/serviceRoom/endRecord', { serviceId: room.serviceId });
  });

  it("calls without a product when the link is another tenant's, and refuses a malformed one", async () => {
    const malformed = await call(null, 'POST', '/api/customer/call', { ...customer, webId: 'not-a-link' });
    expect(malformed).toMatchObject({ errCode: 400, errInfo: '产品链接不存在' });
    const room = await answeredRoom(t, baseUrl, tokens.vs_agent1!, {
      ...customer,
      webId: links.demo!._id,
    } as typeof customer);
    expect(await productOf('vs_agent1', room.serviceId)).toBeNull();

    // The agent adds the page the customer asks about; refusals change nothing.
    const refusals: [string, string, number, string?][] = [
      ['demo_agent1', links.product!._id, 404],
      ['vs_agent1', links.demo!._id, 404],
      ['vs_agent1', links.yxzx!._id, 400, '请选择产品链接'],
      ['vs_agent1', 'nope', 400, '请选择产品链接'],
    ];
    for (const [login, webId, code, text] of refusals) {
      const answer = await choose(login, room.serviceId, webId);
      expect(answer.errCode, `${login} ${webId}`).toBe(code);
      if (text) expect(answer.errInfo).toBe(text);
    }
    expect(await productOf('vs_agent1', room.serviceId)).toBeNull();

    const added = await call<ShareWebRecord>('vs_agent1', 'POST', '/api/shareWeb', {
      name: '客户关心的产品',
      url: 'https://example.com/asked',
    });
    expect((await choose('vs_agent1', room.serviceId, added.result!._id)).result).toEqual({
      id: added.result!._id,
      name: '客户关心的产品',
      url: 'https://example.com/asked',
    });
    expect((await productOf('vs_agent1', room.serviceId))?.name).toBe('客户关心的产品');

    // A link disabled since is no product, and cannot be chosen.
    await call('vs_agent1', 'PUT', '/api/shareWeb', { id: links.other!._id, status: 0 });
    expect(await choose('vs_agent1', room.serviceId, links.other!._id)).toMatchObject({
      errCode: 400,
      errInfo: '该链接已停用，无法共享',
    });
    await call('vs_agent1', 'PUT', '/api/shareWeb', { id: added.result!._id, status: 0 });
    expect(await productOf('vs_agent1', room.serviceId)).toBeNull();

    await call('vs_agent1', 'POST', '/api/serviceRoom/endRecord', { serviceId: room.serviceId });
    expect((await choose('vs_agent1', room.serviceId, links.product!._id)).errCode).toBe(409);
  });
});
