import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNode, newScene, renameNode, selectNode, setBackground } from '../../src/domain/scene/nodes';
import { toStored } from '../../src/domain/scene/stored';
import type { Background, Outcome } from '../../src/domain/scene/types';
import { setWords } from '../../src/domain/scene/words';
import type { Envelope } from '../../src/schemas/api';
import {
  BACKGROUND_CHUNK_SIZE,
  templateBackgroundRecordSchema,
  type TemplateBackgroundRecord,
} from '../../src/schemas/templateBackground';
import type { VideoPreview } from '../../src/schemas/videoContent';
import type { VideoTemplateDetail } from '../../src/schemas/videoTemplate';
import { posterPng } from '../../server/seed/sampleMedia';
import { probe } from '../../server/services/render/compose';
import { databaseKinds } from '../support/databases';
import { multipartBody } from '../support/multipart';
import { expectShape } from '../support/recordShapes';
import { startTestApp, type TestApp } from '../support/testApp';
import { download, expectNear, pixelAt } from '../support/videoFrames';

/** One render of two short nodes on a busy machine. */
const RENDER_TIMEOUT_MS = 180_000;
const GREEN = [0x12, 0xa0, 0x5c] as const;
const RED = [0xc0, 0x30, 0x20] as const;

function ok<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

/** A short video of one flat colour in the container of `ext`, made by ffmpeg as a camera or an editor would. */
function sampleVideo(ext: 'avi' | 'wmv', colour: readonly number[]): Promise<Buffer> {
  const file = path.join(tmpdir(), `vs-test-${process.pid}-background.${ext}`);
  const hex = colour.map((c) => c.toString(16).padStart(2, '0')).join('');
  return new Promise((resolve, reject) =>
    execFile(
      'ffmpeg',
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x${hex}:s=160x284:r=10:d=0.5`, '-q:v', '2', file],
      (err) => (err ? reject(err) : resolve(readFile(file))),
    ),
  );
}

describe.each(databaseKinds)('backgrounds uploaded in the template editor on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let sequence = 0;

  /** Sends a file as the editor does: its chunks of BACKGROUND_CHUNK_SIZE, then the merge. */
  const upload = async (
    who: string,
    fileName: string,
    content: Buffer,
    declaredSize = content.length,
  ): Promise<Envelope<TemplateBackgroundRecord>> => {
    sequence += 1;
    const identifier = `bg-test-${sequence}`;
    const size = BACKGROUND_CHUNK_SIZE;
    const chunks = Math.max(1, Math.ceil(declaredSize / size));
    for (let index = 0; index < chunks; index += 1) {
      const { payload, headers } = multipartBody(
        { identifier, index, total: chunks, size: declaredSize, name: fileName },
        { fileName, content: content.subarray(index * size, (index + 1) * size) },
      );
      const sent = (
        await t.app.inject({
          method: 'POST',
          url: '/api/videoTemplateBackground/chunk',
          payload,
          headers: { ...headers, 'access-token': tokens[who] ?? '' },
        })
      ).json() as Envelope;
      if (sent.errCode !== 0) return sent as Envelope<TemplateBackgroundRecord>;
    }
    return t.call<TemplateBackgroundRecord>('POST', '/api/videoTemplateBackground/merge', {
      token: tokens[who],
      body: { identifier },
    });
  };
  const stored = () => t.ctx.db.selectFrom('templateBackgrounds').select('id').execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_oadmin', 'demo_agent1', 'acme_tadmin', 'sysadmin']) tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a picture and videos sent in chunks, each served by its address, a video with its first frame', async () => {
    const png = posterPng(90, 160, GREEN, GREEN);
    const picture = await upload('demo_agent1', '海边.PNG', png);
    expect(picture).toMatchObject({
      errCode: 0,
      errInfo: '上传成功！',
      result: { type: 'image', name: '海边', poster: null },
    });
    expectShape(templateBackgroundRecordSchema, picture.result);
    const served = await t.app.inject({ method: 'GET', url: picture.result!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    for (const ext of ['avi', 'wmv'] as const) {
      const video = await upload('demo_oadmin', `片头.${ext}`, await sampleVideo(ext, RED));
      expect(video, ext).toMatchObject({
        errCode: 0,
        result: { type: 'video', url: expect.stringMatching(/\/file$/), poster: expect.stringMatching(/\/poster$/) },
      });
      const part = await t.app.inject({ method: 'GET', url: video.result!.url, headers: { range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-type']).toBe(ext === 'avi' ? 'video/x-msvideo' : 'video/x-ms-wmv');
      const frame = await download(t, video.result!.poster!, `poster-${ext}.png`);
      expect(frame).toMatchObject({ status: 200, type: 'image/png' });
    }
    expect(await stored()).toHaveLength(3);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/videoTemplateBackground/not-an-id/file' })).json(),
    ).toMatchObject({ errCode: 404 });
  });

  it("offers the tenant's uploaded backgrounds again, newest first, and no other tenant's", async () => {
    const listed = async (who: string) =>
      (
        await t.call<{ list: TemplateBackgroundRecord[] }>('GET', '/api/videoTemplateBackground/list', {
          token: tokens[who],
        })
      ).result?.list ?? [];
    const demo = await listed('demo_oadmin');
    expect(demo.map((item) => [item.name, item.type])).toEqual([
      ['片头', 'video'],
      ['片头', 'video'],
      ['海边', 'image'],
    ]);
    for (const item of demo) expectShape(templateBackgroundRecordSchema, item);
    expect(await listed('demo_agent1')).toEqual(demo);
    expect(await listed('acme_tadmin')).toEqual([]);
    expect(await t.call('GET', '/api/videoTemplateBackground/list', { token: tokens.sysadmin })).toMatchObject({
      errCode: 403,
    });
  });

  it('refuses another type, a file that is not what its name says, one too large or unreadable, and stores nothing', async () => {
    const before = (await stored()).length;
    const avi = await sampleVideo('avi', RED);
    const attempts: [string, Promise<Envelope<TemplateBackgroundRecord>>, string][] = [
      [
        'a gif',
        upload('demo_oadmin', '动图.gif', Buffer.from('GIF89a')),
        '只支持上传jpg、jpeg、png格式的图片或mp4、wmv、avi、m4v格式的视频',
      ],
      [
        'text named png',
        upload('demo_oadmin', '假图片.png', Buffer.from('这不是图片'.repeat(20))),
        '文件内容与扩展名.png不符，请上传真实的PNG文件',
      ],
      [
        'a picture past 5 MB',
        upload('demo_oadmin', '大图.png', posterPng(10, 10, GREEN, GREEN), 6 * 1024 * 1024),
        '背景图片必须小于5MB',
      ],
      ['a video past 100 MB', upload('demo_oadmin', '长视频.avi', avi, 101 * 1024 * 1024), '背景视频必须小于100MB'],
      ['an avi cut short', upload('demo_oadmin', '损坏.avi', avi.subarray(0, 600)), '无法读取该视频，请换一个视频文件'],
      [
        'the platform admin',
        upload('sysadmin', '海边.png', posterPng(10, 10, GREEN, GREEN)),
        '只有所属公司的账号可以创建模板',
      ],
    ];
    for (const [what, attempt, text] of attempts) expect(await attempt, what).toMatchObject({ errInfo: text });
    // An upload is its agent's: another agent cannot merge it.
    const { payload, headers } = multipartBody(
      { identifier: 'bg-mine', index: 0, total: 1, size: 80, name: 'a.png' },
      { fileName: 'a.png', content: posterPng(4, 4, GREEN, GREEN) },
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/videoTemplateBackground/chunk',
      payload,
      headers: { ...headers, 'access-token': tokens.demo_oadmin ?? '' },
    });
    expect(
      await t.call('POST', '/api/videoTemplateBackground/merge', {
        token: tokens.demo_agent1,
        body: { identifier: 'bg-mine' },
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '没有找到该视频的上传分片，请重新上传',
    });
    expect(await stored()).toHaveLength(before);
  });

  it(
    'is named by the saved template, and the renderer draws a picture and a video by its first frame',
    { timeout: RENDER_TIMEOUT_MS },
    async () => {
      const picture = (await upload('demo_oadmin', '绿色.png', posterPng(375, 667, GREEN, GREEN))).result!;
      const video = (await upload('demo_oadmin', '红色.avi', await sampleVideo('avi', RED))).result!;
      const backgrounds: Background[] = [
        { kind: 'image', _id: picture._id, url: picture.url },
        { kind: 'video', _id: video._id, url: video.url, poster: video.poster! },
      ];
      let scene = ok(
        setBackground(ok(setWords(ok(renameNode(newScene('n1', '上传背景'), '开场')), '您好')), backgrounds[0]!),
      );
      scene = ok(
        setBackground(ok(setWords(ok(renameNode(ok(addNode(scene, 'n2')), '结束')), '再见')), backgrounds[1]!),
      );
      const content = toStored(ok(selectNode(scene, 0)));
      const made = (
        await t.call<VideoTemplateDetail>('POST', '/api/videoTemplate', {
          token: tokens.demo_oadmin,
          body: { name: '上传背景' },
        })
      ).result!;
      expect(
        await t.call('PUT', `/api/videoTemplate/${made._id}`, { token: tokens.demo_oadmin, body: content }),
      ).toMatchObject({ errCode: 0 });
      const saved = (
        await t.call<VideoTemplateDetail>('GET', `/api/videoTemplate/${made._id}`, { token: tokens.demo_oadmin })
      ).result!;
      expect(saved.content.interactionInfo.map((node) => node.backgroundCard)).toEqual([
        { _id: picture._id, url: picture.url },
        { _id: video._id, url: video.url, type: 'video', poster: video.poster },
      ]);

      let preview = (
        await t.call<VideoPreview>('POST', `/api/videoTemplate/${made._id}/preview`, {
          token: tokens.demo_oadmin,
          body: saved.content,
        })
      ).result!;
      for (let i = 0; i < 600 && (preview.render.state === 'queued' || preview.render.state === 'rendering'); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        preview = (
          await t.call<VideoPreview>('GET', `/api/videoTemplatePreview/${preview._id}`, { token: tokens.demo_oadmin })
        ).result!;
      }
      expect(preview.render).toMatchObject({ state: 'ready' });
      const rendered = await download(t, preview.render.url!, 'uploaded-backgrounds.mp4');
      expectNear(await pixelAt(rendered.file, 0.2, 20, 20), GREEN);
      const { seconds } = await probe(rendered.file);
      expectNear(await pixelAt(rendered.file, seconds - 0.3, 20, 20), RED);
    },
  );
});
