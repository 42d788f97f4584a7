import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newScene, setBackground } from '../../src/domain/scene/nodes';
import { toStored } from '../../src/domain/scene/stored';
import type { Outcome, Scene } from '../../src/domain/scene/types';
import { setWords } from '../../src/domain/scene/words';
import type { Envelope, ListResult } from '../../src/schemas/api';
import {
  avatarGroupTexts,
  avatarTexts,
  type AvatarGroupRecord,
  type AvatarRecord,
  type UsableAvatar,
} from '../../src/schemas/avatar';
import type { VideoTemplateDetail } from '../../src/schemas/videoTemplate';
import { voiceTexts, type VoiceList } from '../../src/schemas/voice';
import { demoVideoMp4, posterPng } from '../../server/seed/sampleMedia';
import { databaseKinds } from '../support/databases';
import { multipartBody } from '../support/multipart';
import { samplePng } from '../support/sampleFiles';
import { startTestApp, type TestApp } from '../support/testApp';

function ok<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

/** One node with words over the digital template `digitalTemplateId`. */
function sceneWith(digitalTemplateId: string, voice = 'cmn-female'): Scene {
  const scene = ok(setWords({ ...newScene('node-1'), name: '形象模板' }, '您好，我是您的顾问'));
  const named = { ...scene, nodes: scene.nodes.map((node) => ({ ...node, pointName: '开场' })) };
  return { ...ok(setBackground(named, { kind: 'digital', digitalTemplateId })), digitalVoiceId: voice };
}

describe.each(databaseKinds)('digital-human avatars, groups and voices on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const orgs: Record<string, string> = {};
  const agents: Record<string, string> = {};

  const upload = async (who: string, fields: Record<string, string>, fileName: string, content: Buffer) => {
    const { payload, headers } = multipartBody(fields, { fileName, content });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/digitalAvatar',
      payload,
      headers: { ...headers, 'access-token': tokens[who] ?? '' },
    });
    return answer.json() as Envelope<AvatarRecord>;
  };
  const newGroup = async (who: string, name: string) =>
    t.call<AvatarGroupRecord>('POST', '/api/digitalAvatarGroup', { token: tokens[who], body: { name } });
  const listed = async (who: string) =>
    (
      (await t.call<ListResult<AvatarRecord>>('GET', '/api/digitalAvatar/list?pageSize=100', { token: tokens[who] }))
        .result?.list ?? []
    ).map((a) => a.name);
  const usable = async (who: string) =>
    (
      (await t.call<{ list: UsableAvatar[] }>('GET', '/api/digitalAvatar/usable', { token: tokens[who] })).result
        ?.list ?? []
    ).map((a) => a.name);
  const avatarCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('avatars')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const saveTemplate = async (who: string, scene: Scene) => {
    const made = await t.call<VideoTemplateDetail>('POST', '/api/videoTemplate', {
      token: tokens[who],
      body: { name: '形象模板' },
    });
    return t.call('PUT', `/api/videoTemplate/${made.result?._id ?? ''}`, { token: tokens[who], body: toStored(scene) });
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of [
      'sysadmin',
      'demo_tadmin',
      'demo_oadmin',
      'demo_agent1',
      'demo_agent3',
      'acme_tadmin',
      'acme_agent1',
    ])
      tokens[name] = await t.tokenFor(name);
    const orgRows = await t.ctx.db
      .selectFrom('orgAccounts as o')
      .innerJoin('tenants as t', 't.id', 'o.tenantId')
      .select(['o.id', 'o.orgName', 't.code'])
      .execute();
    for (const r of orgRows) orgs[`${r.code}/${r.orgName}`] = r.id;
    for (const r of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute())
      agents[r.loginName] = r.id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('seeds the demo company with a group of two avatars that demo_agent1 may use', async () => {
    expect(await usable('demo_agent1')).toEqual(['保险专家老王', '理财顾问小雅']);
    expect(await usable('demo_agent3')).toEqual([]);
    expect(await usable('acme_agent1')).toEqual([]);
    expect(await listed('acme_tadmin')).toEqual([]);
  });

  it('lets a tenant admin create a group and a picture avatar, allot it, and keeps it inside the tenant', async () => {
    const group = (await newGroup('demo_tadmin', '销售形象')).result!;
    expect(group.tenant.name).toBeTruthy();
    const made = await upload(
      'demo_tadmin',
      { name: '新形象', groupId: group._id },
      'face.png',
      posterPng(60, 100, [200, 100, 50], [20, 40, 200]),
    );
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: avatarTexts.created,
      result: { name: '新形象', kind: 'image', status: 1 },
    });
    const id = made.result!._id;
    const picture = await t.app.inject({ method: 'GET', url: made.result!.pictureUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    expect(await listed('demo_tadmin')).toContain('新形象');
    expect(await usable('demo_agent3')).toEqual([]);
    const allotted = await t.call<AvatarRecord>('PUT', `/api/digitalAvatar/${id}/allot`, {
      token: tokens.demo_tadmin,
      body: { orgAccounts: [orgs['demo/上海分公司']], agents: [] },
    });
    expect(allotted).toMatchObject({ errCode: 0, result: { orgAccounts: [{ name: '上海分公司' }] } });
    expect(await usable('demo_agent3')).toEqual(['新形象']);
    expect(await listed('demo_agent3')).toEqual(['新形象']);
    expect(await usable('demo_agent1')).not.toContain('新形象');

    // Another tenant neither sees, changes nor uses it.
    expect(await listed('acme_tadmin')).not.toContain('新形象');
    expect((await t.call('GET', `/api/digitalAvatar/${id}`, { token: tokens.acme_tadmin })).errCode).toBe(404);
    expect(
      (await t.call('PUT', `/api/digitalAvatar/${id}`, { token: tokens.acme_tadmin, body: { name: '改' } })).errCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/digitalAvatar/${id}`, { token: tokens.acme_tadmin })).errCode).toBe(404);
    expect((await saveTemplate('acme_agent1', sceneWith(id))).errInfo).toContain(avatarTexts.notAllotted);
    // Nor does an agent of the tenant it is not allotted to; the one it is allotted to does.
    expect((await saveTemplate('demo_agent1', sceneWith(id))).errInfo).toContain(avatarTexts.notAllotted);
    expect((await saveTemplate('demo_agent3', sceneWith(id))).errCode).toBe(0);
    // An agent manages none.
    expect(
      (await t.call('PUT', `/api/digitalAvatar/${id}`, { token: tokens.demo_agent3, body: { name: '改' } })).errCode,
    ).toBe(404);

    // Stopped, it is offered to no one.
    await t.call('PUT', `/api/digitalAvatar/${id}`, { token: tokens.demo_tadmin, body: { status: 0 } });
    expect(await usable('demo_agent3')).toEqual([]);
  });

  it('takes a short MP4 and draws it by its first frame', async () => {
    const group = (await newGroup('demo_tadmin', '视频形象')).result!;
    const made = await upload(
      'demo_tadmin',
      { name: '视频主播', groupId: group._id },
      'host.mp4',
      await demoVideoMp4(),
    );
    expect(made).toMatchObject({ errCode: 0, result: { kind: 'video' } });
    const picture = await t.app.inject({ method: 'GET', url: made.result!.pictureUrl });
    expect(picture.headers['content-type']).toBe('image/png');
    const video = await t.app.inject({ method: 'GET', url: made.result!.videoUrl ?? '' });
    expect(video.headers['content-type']).toBe('video/mp4');
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const group = (await newGroup('demo_tadmin', '校验分组')).result!;
    const acmeGroup = (await newGroup('acme_tadmin', '别家分组')).result!;
    const before = await avatarCount();
    const png = samplePng(4, 4);
    expect(await upload('demo_tadmin', { name: '名'.repeat(31), groupId: group._id }, 'a.png', png)).toMatchObject({
      errCode: 400,
      errInfo: avatarTexts.nameTooLong,
    });
    expect(await upload('demo_tadmin', { name: '文档', groupId: group._id }, 'a.pdf', png)).toMatchObject({
      errCode: 400,
      errInfo: avatarTexts.fileTypes,
    });
    expect(
      await upload('demo_tadmin', { name: '假图', groupId: group._id }, 'a.png', Buffer.from('not a picture')),
    ).toMatchObject({
      errCode: 400,
    });
    expect(await upload('demo_tadmin', { name: '无图', groupId: group._id }, 'a.png', Buffer.alloc(0))).toMatchObject({
      errCode: 400,
      errInfo: avatarTexts.fileRequired,
    });
    expect(await upload('demo_tadmin', { name: '别家', groupId: acmeGroup._id }, 'a.png', png)).toMatchObject({
      errCode: 400,
      errInfo: avatarTexts.badGroup,
    });
    expect((await upload('demo_agent1', { name: '坐席', groupId: group._id }, 'a.png', png)).errCode).toBe(403);
    expect(await avatarCount()).toBe(before);

    const made = (await upload('demo_tadmin', { name: '分配校验', groupId: group._id }, 'a.png', png)).result!;
    expect(
      await t.call('PUT', `/api/digitalAvatar/${made._id}/allot`, {
        token: tokens.demo_tadmin,
        body: { orgAccounts: [orgs['acme/广州分公司']], agents: [agents.acme_agent1] },
      }),
    ).toMatchObject({ errCode: 400, errInfo: avatarTexts.badAllotment });
    expect(
      (await t.ctx.db.selectFrom('avatarAllotments').selectAll().where('avatarId', '=', made._id).execute()).length,
    ).toBe(0);
  });

  it('keeps group names unique and refuses to delete a group that holds avatars', async () => {
    const group = (await newGroup('demo_tadmin', '待删分组')).result!;
    expect(await newGroup('demo_tadmin', '待删分组')).toMatchObject({
      errCode: 409,
      errInfo: avatarGroupTexts.nameTaken,
    });
    expect((await newGroup('demo_agent1', '坐席分组')).errCode).toBe(403);
    const made = (await upload('demo_tadmin', { name: '占位', groupId: group._id }, 'a.png', samplePng(2, 2))).result!;
    expect(await t.call('DELETE', `/api/digitalAvatarGroup/${group._id}`, { token: tokens.demo_tadmin })).toMatchObject(
      {
        errCode: 409,
        errInfo: avatarGroupTexts.inUse,
      },
    );
    expect(
      (await t.call('DELETE', `/api/digitalAvatarGroup/${group._id}`, { token: tokens.acme_tadmin })).errCode,
    ).toBe(404);
    await t.call('DELETE', `/api/digitalAvatar/${made._id}`, { token: tokens.demo_tadmin });
    expect(
      (await t.call('DELETE', `/api/digitalAvatarGroup/${group._id}`, { token: tokens.demo_tadmin })).errCode,
    ).toBe(0);
  });

  it("lists the speech port's voices, lets the tenant admin choose them, and speaks a preview", async () => {
    const voices = (await t.call<VoiceList>('GET', '/api/tts/voices', { token: tokens.demo_agent1 })).result!;
    expect(voices.list.map((v) => [v._id, v.enabled, v.isDefault])).toEqual([
      ['cmn-female', true, true],
      ['cmn-male', true, false],
    ]);
    expect(voices.list[0]?.engineVoice).toBeTruthy();
    expect(
      (
        await t.call('PUT', '/api/tts/voices', {
          token: tokens.demo_agent1,
          body: { enabled: ['cmn-male'], defaultVoiceId: 'cmn-male' },
        })
      ).errCode,
    ).toBe(403);
    expect(
      await t.call('PUT', '/api/tts/voices', {
        token: tokens.demo_tadmin,
        body: { enabled: ['cmn-female'], defaultVoiceId: 'cmn-male' },
      }),
    ).toMatchObject({ errCode: 400, errInfo: voiceTexts.defaultDisabled });
    const saved = await t.call<VoiceList>('PUT', '/api/tts/voices', {
      token: tokens.demo_tadmin,
      body: { enabled: ['cmn-male'], defaultVoiceId: 'cmn-male' },
    });
    expect(saved.result?.list.map((v) => [v._id, v.enabled, v.isDefault])).toEqual([
      ['cmn-female', false, false],
      ['cmn-male', true, true],
    ]);
    // Another tenant keeps its own choice; a disabled voice is refused in a template.
    const acme = (await t.call<VoiceList>('GET', '/api/tts/voices', { token: tokens.acme_tadmin })).result!;
    expect(acme.list.every((v) => v.enabled)).toBe(true);
    expect((await saveTemplate('demo_agent1', sceneWith('presenter', 'cmn-female'))).errInfo).toContain(
      voiceTexts.notEnabled,
    );
    expect((await saveTemplate('demo_agent1', sceneWith('presenter', 'cmn-male'))).errCode).toBe(0);
    const created = await t.call<VideoTemplateDetail>('POST', '/api/videoTemplate', {
      token: tokens.demo_agent1,
      body: { name: '默认音色' },
    });
    expect(created.result?.content.digitalVoiceId).toBe('cmn-male');

    const spoken = await t.app.inject({
      method: 'POST',
      url: '/api/tts/preview',
      payload: { text: '您好，欢迎了解我们的产品', voiceId: 'cmn-male', speed: 1 },
      headers: { 'access-token': tokens.demo_agent1 ?? '' },
    });
    expect(spoken.headers['content-type']).toBe('audio/wav');
    expect(spoken.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(
      await t.call('POST', '/api/tts/preview', {
        token: tokens.demo_agent1,
        body: { text: '  ', voiceId: 'cmn-male' },
      }),
    ).toMatchObject({ errCode: 400, errInfo: voiceTexts.textRequired });
  });
});
