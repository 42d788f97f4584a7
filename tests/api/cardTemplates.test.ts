import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_ROWS, offerPriceTexts, type OfferRow } from '../../src/domain/offerPrice';
import type { ListResult } from '../../src/schemas/api';
import { cardTemplateTexts, type CardTemplateRecord } from '../../src/schemas/cardTemplate';
import type { FiveGMaterial } from '../../src/schemas/fiveG';
import { databaseKinds } from '../support/databases';
import { samplePng } from '../support/sampleFiles';
import { startTestApp, type TestApp } from '../support/testApp';

const LOGINS = ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'demo_agent3', 'acme_tadmin', 'acme_agent1'];
const NOT_FOUND = '记录不存在或无权访问';
/** A drawn card as the browser sends it: a portrait PNG in base64. */
const CARD_PNG = samplePng(75, 133);
const cardFile = `data:image/png;base64,${CARD_PNG.toString('base64')}`;

describe.each(databaseKinds)('share card templates on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  const call = <T>(login: string, method: 'GET' | 'PUT', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[login] ?? '', ...(body === undefined ? {} : { body }) });
  const cardsOf = async (login: string) =>
    (await call<ListResult<CardTemplateRecord>>(login, 'GET', '/api/cardTemplateShare/list')).result?.list ?? [];
  const cardOf = async (login: string) => {
    const card = (await cardsOf(login))[0];
    if (!card) throw new Error(`${login} has no card`);
    return card;
  };
  const withPremium = (rows: OfferRow[], id: string, premium: number | null) =>
    rows.map((row) => (row.id === id ? { ...row, premium } : row));
  const save = (login: string, id: string, content: unknown, file: unknown = cardFile) =>
    call<CardTemplateRecord>(login, 'PUT', `/api/cardTemplateShare/${id}`, { content, file });
  const materialNames = async (login: string) =>
    (
      (await call<ListResult<FiveGMaterial>>(login, 'GET', '/api/fifthGeneration/material/list?pageSize=100')).result
        ?.list ?? []
    ).map((m) => m.name);

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const login of LOGINS) tokens[login] = await t.tokenFor(login);
  });

  afterAll(async () => {
    await t.close();
  });

  it("lists the tenant's own offer-price card only, the platform admin every tenant's", async () => {
    const demo = await cardsOf('demo_agent1');
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({
      type: 'OfferPrice',
      name: cardTemplateTexts.name,
      imageUrl: null,
      fileId: null,
      tenant: { name: '德安人寿保险' },
    });
    expect(demo[0]?.content.map((row) => row.id)).toEqual(OFFER_ROWS.map((row) => row.id));
    const acme = await cardsOf('acme_agent1');
    expect(acme.map((card) => card._id)).not.toContain(demo[0]?._id);
    expect((await cardsOf('sysadmin')).map((card) => card._id)).toEqual(
      expect.arrayContaining([demo[0]?._id, acme[0]?._id]),
    );
    expect((await call('acme_agent1', 'GET', `/api/cardTemplateShare/${demo[0]?._id ?? ''}`)).errInfo).toBe(NOT_FOUND);
  });

  it('makes the card of a tenant that has none on its first list', async () => {
    const tenant = await t.ctx.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'acme')
      .executeTakeFirstOrThrow();
    await t.ctx.db.deleteFrom('cardTemplates').where('tenantId', '=', tenant.id).execute();
    const made = await cardsOf('acme_tadmin');
    expect(made).toHaveLength(1);
    expect(made[0]?.content.find((row) => row.id === 'vehicleTax')).toMatchObject({ current: 100, value: 100 });
    expect(made[0]?.content.find((row) => row.id === 'total')?.value).toBe(100);
  });

  it('saves the rows with totals the server computes, and the drawn card as a 5G material and an image link', async () => {
    const card = await cardOf('demo_agent1');
    // The client's totals are left out: the server fills them in.
    const sent = withPremium(card.content, 'vehicleDamage', 3000.456).map((row) =>
      row.type === 'total' ? { ...row, value: undefined } : row,
    );
    const answer = await save('demo_agent1', card._id, sent);
    expect(answer).toMatchObject({ errCode: 0, errInfo: cardTemplateTexts.edited });
    const saved = answer.result;
    const value = (id: string) => saved?.content.find((row) => row.id === id)?.value;
    expect(saved?.content.find((row) => row.id === 'vehicleDamage')?.premium).toBe(3000.46);
    // Seeded sample: 1089.6 + 25.2 + 64.8 + 50 beside the new 3000.46; then 950 + 199; the tax 100.
    expect(value('businessTotal')).toBe(4230.06);
    expect(value('coverageTotal')).toBe(5379.06);
    expect(value('total')).toBe(5479.06);
    expect(saved?.updatedBy?.fullName).toBe('张晓明');

    // The drawn card: behind its link for anyone, and a 5G material of the whole company (not of another).
    const link = saved?.imageUrl ?? '';
    expect(link).toMatch(/^\/api\/cardTemplateShare\/image\//);
    const image = await t.app.inject({ method: 'GET', url: link });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, CARD_PNG)).toBe(0);
    expect(await materialNames('demo_agent3')).toContain(cardTemplateTexts.name);
    expect(await materialNames('acme_agent1')).not.toContain(cardTemplateTexts.name);

    // Saving again replaces the drawn card: the old link and material go.
    const again = (await save('demo_tadmin', card._id, JSON.stringify(saved?.content ?? []))).result;
    expect(again?.imageUrl).not.toBe(link);
    expect((await t.app.inject({ method: 'GET', url: link })).json()).toMatchObject({ errCode: 404 });
    expect((await materialNames('demo_agent1')).filter((name) => name === cardTemplateTexts.name)).toHaveLength(1);
    expect(
      await t.ctx.db
        .selectFrom('files')
        .select('id')
        .where('id', '=', saved?.fileId ?? '')
        .execute(),
    ).toHaveLength(0);
  });

  it('refuses totals that disagree, a broken content, and a picture that is not a portrait PNG, changing nothing', async () => {
    const card = await cardOf('demo_oadmin');
    const wrongTotal = card.content.map((row) => (row.id === 'total' ? { ...row, value: 1 } : row));
    expect(await save('demo_oadmin', card._id, wrongTotal)).toMatchObject({
      errCode: 400,
      errInfo: offerPriceTexts.totalsDiffer,
    });
    expect((await save('demo_oadmin', card._id, withPremium(card.content, 'thirdParty', -5))).errInfo).toBe(
      offerPriceTexts.badAmount('第三者责任保险'),
    );
    expect((await save('demo_oadmin', card._id, card.content.slice(1))).errInfo).toBe(
      offerPriceTexts.missingRow('机动车损失保险'),
    );
    expect((await save('demo_oadmin', card._id, '{not json')).errInfo).toBe(cardTemplateTexts.badContent);
    expect((await save('demo_oadmin', card._id, 42)).errInfo).toBe(cardTemplateTexts.badContent);
    expect((await save('demo_oadmin', card._id, [{ id: 'vehicleDamage', evil: 1 }])).errInfo).toBe(
      cardTemplateTexts.badContent,
    );
    expect((await save('demo_oadmin', card._id, card.content, '')).errInfo).toBe(cardTemplateTexts.imageRequired);
    expect((await save('demo_oadmin', card._id, card.content, 'not base64!')).errInfo).toBe(cardTemplateTexts.badImage);
    expect((await save('demo_oadmin', card._id, card.content, Buffer.from('GIF89a').toString('base64'))).errInfo).toBe(
      cardTemplateTexts.badImage,
    );
    expect((await save('demo_oadmin', card._id, card.content, samplePng(200, 100).toString('base64'))).errInfo).toBe(
      cardTemplateTexts.badImage,
    );
    expect(
      (await call('demo_oadmin', 'PUT', `/api/cardTemplateShare/${card._id}`, { content: card.content })).errInfo,
    ).toBe(cardTemplateTexts.imageRequired);
    expect(await cardOf('demo_oadmin')).toEqual(card);
  });

  it("refuses another tenant's card, whatever the id", async () => {
    const demo = await cardOf('demo_agent1');
    expect((await save('acme_agent1', demo._id, demo.content)).errInfo).toBe(NOT_FOUND);
    expect((await save('acme_agent1', 'not-a-uuid', demo.content)).errInfo).toBe(NOT_FOUND);
    expect((await cardOf('demo_agent1')).updatedAt).toBe(demo.updatedAt);
    // The platform admin may save any tenant's card; the drawn card is filed under that tenant.
    const saved = (await save('sysadmin', demo._id, demo.content)).result;
    expect(saved?.tenant._id).toBe(demo.tenant._id);
    const file = await t.ctx.db
      .selectFrom('files')
      .select('tenantId')
      .where('id', '=', saved?.fileId ?? '')
      .executeTakeFirstOrThrow();
    expect(file.tenantId).toBe(demo.tenant._id);
  });

  it('answers a wrong image link as not found, signed in or not', async () => {
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/cardTemplateShare/image/abcdefghijklmnopqrstuvwxyz012345' })
      ).json(),
    ).toMatchObject({ errCode: 404 });
    expect((await t.app.inject({ method: 'GET', url: '/api/cardTemplateShare/image/short' })).json()).toMatchObject({
      errCode: 400,
    });
  });
});
